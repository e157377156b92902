// The audit log's filters: who acted (a member of staff's e-mail), and what it was done to (its
// kind and its id). Applying them writes the address, whose loader reads the log again.
import { Button, HStack, SimpleGrid, Stack, useNavigate, useSearchParams } from '@carzone/web-kit';
import { TextField } from '@carzone/ui';
import { useState, type FormEvent } from 'react';
import { useT, type AdminText } from '../../locales/messages.ts';
import { FILTER_MAX_LENGTH, FILTER_PARAMS } from './audit-address.ts';

type FilterName = (typeof FILTER_PARAMS)[number];

const FILTER_LABELS = {
  actor: 'Done by (e-mail)',
  targetType: 'Kind of target',
  targetId: 'Target',
} as const satisfies Record<FilterName, AdminText>;

const FILTER_HINTS = {
  actor: undefined,
  targetType: 'For example: staff, car',
  targetId: 'An e-mail, or a car’s id',
} as const satisfies Record<FilterName, AdminText | undefined>;

export function AuditFilterForm() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [values, setValues] = useState<Record<FilterName, string>>(() => ({
    actor: search.get('actor') ?? '',
    targetType: search.get('targetType') ?? '',
    targetId: search.get('targetId') ?? '',
  }));
  const filtered = FILTER_PARAMS.some((name) => search.get(name));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of FILTER_PARAMS) {
      const value = values[name].trim();
      if (value) next.set(name, value);
    }
    const text = next.toString();
    void navigate(text ? `?${text}` : '.');
  };
  const clear = () => {
    setValues({ actor: '', targetType: '', targetId: '' });
    void navigate('.');
  };

  return (
    <Stack as="form" role="search" aria-label={t('Filter the audit log')} gap="3" onSubmit={apply}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {FILTER_PARAMS.map((name) => (
          <TextField
            key={name}
            label={t(FILTER_LABELS[name])}
            hint={FILTER_HINTS[name] && t(FILTER_HINTS[name])}
            maxLength={FILTER_MAX_LENGTH}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        ))}
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button type="submit" colorPalette="brand">
          {t('Filter')}
        </Button>
        {filtered && (
          <Button variant="outline" onClick={clear}>
            {t('Clear filters')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
