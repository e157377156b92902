import { Field, IconButton, Input, InputGroup, type InputProps } from '@carzone/web-kit';
import { useRef } from 'react';
import { LuSearch, LuX } from 'react-icons/lu';
import { useT } from './locales/messages';

interface SearchFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  query: string;
  onQueryChange: (query: string) => void;
  /** The clear button (shown while there is text): empties the box and puts the cursor back. */
  onClear: () => void;
}

/** A labelled "Search" box with a clear button, as the car lists show it above their cars. */
export function SearchField({ query, onQueryChange, onClear, ...input }: SearchFieldProps) {
  const t = useT();
  const searchInput = useRef<HTMLInputElement>(null);
  return (
    <Field.Root flex="1">
      <Field.Label>{t('Search')}</Field.Label>
      <InputGroup
        startElement={<LuSearch aria-hidden />}
        endElement={
          query ? (
            <IconButton
              aria-label={t('Clear search')}
              size="xs"
              variant="ghost"
              me="-2"
              onClick={() => {
                onClear();
                searchInput.current?.focus();
              }}
            >
              <LuX />
            </IconButton>
          ) : undefined
        }
      >
        <Input
          ref={searchInput}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          {...input}
        />
      </InputGroup>
    </Field.Root>
  );
}
