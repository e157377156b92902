// Everyone with a staff role: their e-mail, role, who gave it and when; an admin removes a role
// from here after confirming (the API refuses removing the last admin, and says so).
import { formatDhakaDateTimeIn, type StaffMember } from '@carzone/domain';
import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Stack,
  Text,
  useLanguage,
  VisuallyHidden,
} from '@carzone/web-kit';
import { useId, useState } from 'react';
import { ROLE_WORDS } from '../../lib/staff-words.ts';
import { useT } from '../../locales/messages.ts';
import { RemoveRoleDialog } from './remove-role-dialog.tsx';

export function StaffList({ staff }: { staff: readonly StaffMember[] }) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="lg">
        {t('People with a role')}
      </Heading>
      {staff.length === 0 ? (
        <Text color="fg.muted">{t('No one holds a staff role.')}</Text>
      ) : (
        <Stack as="ul" aria-labelledby={headingId} gap="3" listStyleType="none">
          {staff.map((member) => (
            <Card.Root as="li" key={member.email} size="sm">
              <Card.Body>
                <Stack
                  direction={{ base: 'column', md: 'row' }}
                  justify="space-between"
                  align={{ base: 'start', md: 'center' }}
                  gap="3"
                >
                  <Stack gap="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold" wordBreak="break-all">
                        {member.email}
                      </Text>
                      <Badge colorPalette={member.role === 'admin' ? 'purple' : 'blue'}>
                        {t(ROLE_WORDS[member.role])}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                      {t('Given by {who} on {when}', {
                        who: member.grantedBy,
                        when: formatDhakaDateTimeIn(member.grantedAt, language),
                      })}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setRemoving(member)}
                  >
                    {t('Remove role')} <VisuallyHidden>({member.email})</VisuallyHidden>
                  </Button>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {removing && <RemoveRoleDialog member={removing} onClose={() => setRemoving(null)} />}
    </Stack>
  );
}
