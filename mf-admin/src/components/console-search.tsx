import { Button, HStack, Stack, useNavigate } from '@carzone/web-kit';
import { TextField } from '@carzone/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '../locales/messages.ts';

/** The longest search the console's lists take (the API refuses a longer one). */
export const SEARCH_MAX_LENGTH = 320;

/**
 * A console list's search: one box and Search, which goes to the address `hrefFor` gives for the
 * trimmed words (its loader reads them back from the address, so a search can be reloaded and
 * shared).
 */
export function ConsoleSearch({
  name,
  label,
  query,
  hrefFor,
}: {
  /** The search's name for a screen reader: "Find people". */
  name: string;
  label: string;
  query: string;
  hrefFor: (text: string) => string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [value, setValue] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(hrefFor(value.trim()));
  };
  return (
    <Stack
      as="form"
      role="search"
      aria-label={name}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'end' }}
      gap="3"
      onSubmit={submit}
    >
      <TextField
        label={label}
        type="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <HStack>
        <Button type="submit" colorPalette="brand">
          {t('Search')}
        </Button>
      </HStack>
    </Stack>
  );
}
