import { Field, Input, NativeSelect, type InputProps } from '@carzone/web-kit';
import type { ComponentProps, ReactNode, Ref } from 'react';

interface FormFieldProps {
  label: string;
  required?: boolean;
  /** Shown under the control, in place of the hint, while the value is refused. */
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with its error or hint under it; the label names the control for screen readers and tests. */
export function FormField({ label, required, error, hint, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        hint && <Field.HelperText>{hint}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** A labelled single-line input with its error (or hint) under it. */
export function TextField({
  label,
  error,
  hint,
  ref,
  ...input
}: InputProps & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <FormField label={label} required={input.required} error={error} hint={hint}>
      <Input ref={ref} {...input} />
    </FormField>
  );
}

/** One choice of a `SelectField`: its value, and the words that show for it. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select of `options`, in their order, with its error (or hint) under it. */
export function SelectField({
  label,
  required,
  error,
  hint,
  options,
  ...select
}: ComponentProps<typeof NativeSelect.Field> & {
  label: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  options: readonly SelectOption[];
}) {
  return (
    <FormField label={label} required={required} error={error} hint={hint}>
      <NativeSelect.Root>
        <NativeSelect.Field {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
