// Gives a person a staff role by the e-mail they sign in with, or changes the one they hold.
import type { StaffRole } from '@carzone/domain';
import { Button, Heading, HStack, Stack, useSendChange } from '@carzone/web-kit';
import { SelectField, TextField } from '@carzone/ui';
import { useId, useState, type FormEvent } from 'react';
import { setStaffRole } from '../../lib/admin-api.ts';
import { ROLE_WORDS } from '../../lib/staff-words.ts';
import { useT } from '../../locales/messages.ts';

/** The roles the form offers, in this order; it starts on the first, and admin (every role) is last. */
const GRANTED_ROLES = ['support', 'finance', 'admin'] as const satisfies readonly StaffRole[];

export function GrantRoleForm() {
  const t = useT();
  const { sending, send } = useSendChange();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [emailError, setEmailError] = useState<string | null>(null);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await send(() => setStaffRole(email.trim(), role), {
      failure: { title: t('The role could not be changed.') },
      done: (answer) => ({
        title: t('{email} is now {role}.', {
          email: answer.email,
          role: t(answer.role === null ? 'No role' : ROLE_WORDS[answer.role]),
        }),
      }),
      refresh: true,
    });
    if (outcome.sent) setEmail('');
    setEmailError(outcome.sent ? null : (outcome.fields.email ?? null));
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="lg">
        {t('Give someone a role')}
      </Heading>
      <Stack
        as="form"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'end' }}
        gap="3"
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label={t('Email')}
          type="email"
          required
          autoComplete="off"
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={t('Role')}
          value={role}
          options={GRANTED_ROLES.map((value) => ({ value, label: t(ROLE_WORDS[value]) }))}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={sending} loadingText={t('Giving...')}>
            {t('Give role')}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
