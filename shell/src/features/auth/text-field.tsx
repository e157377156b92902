import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/** A labelled input with its error under it; the label names the field for screen readers and tests. */
export function TextField({
  label,
  error,
  ref,
  ...input
}: InputProps & { label: string; error?: string | null; ref?: Ref<HTMLInputElement> }) {
  return (
    <Field.Root invalid={Boolean(error)} required={input.required}>
      <Field.Label>
        {label}
        {input.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input ref={ref} {...input} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
