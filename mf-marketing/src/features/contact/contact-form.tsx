import { Button, Card, Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import {
  CONTACT_LIMITS,
  validateContactMessage,
  type ContactFieldErrors,
  type ContactMessageInput,
} from '@carzone/domain';
import { apiErrorMessage, sendContactMessage, showToast } from '@carzone/web-kit';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { LuSend } from 'react-icons/lu';

const EMPTY: ContactMessageInput = { name: '', email: '', message: '' };
const FIELD_ORDER = ['name', 'email', 'message'] as const;

/** The contact form: checked here as the server checks it, then sent; the answer becomes a toast. */
export function ContactForm() {
  const titleId = useId();
  const [values, setValues] = useState<ContactMessageInput>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  // Errors appear after the first attempt to send, then follow every keystroke.
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const fields = useRef<
    Partial<Record<keyof ContactMessageInput, HTMLInputElement | HTMLTextAreaElement | null>>
  >({});

  const change =
    (field: keyof ContactMessageInput) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (attempted) setErrors(validateContactMessage(next));
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContactMessage(values);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      fields.current[firstInvalid]?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
      });
      showToast('success', answer.message);
      setValues(EMPTY);
      setAttempted(false);
    } catch (error) {
      showToast('error', apiErrorMessage(error, 'Failed to send message'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline">
      <Card.Body>
        <Heading as="h2" id={titleId} size="lg" mb="5">
          Write to us
        </Heading>
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.name)} required>
              <Field.Label>
                Name
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={(node) => {
                  fields.current.name = node;
                }}
                name="name"
                autoComplete="name"
                placeholder="Your full name"
                value={values.name}
                onChange={change('name')}
              />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.email)} required>
              <Field.Label>
                Email
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={(node) => {
                  fields.current.email = node;
                }}
                name="email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={values.email}
                onChange={change('email')}
              />
              <Field.ErrorText>{errors.email}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.message)} required>
              <Field.Label>
                Message
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                ref={(node) => {
                  fields.current.message = node;
                }}
                name="message"
                rows={6}
                placeholder="How can we help?"
                value={values.message}
                onChange={change('message')}
              />
              {errors.message ? (
                <Field.ErrorText>{errors.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {values.message.trim().length} / {CONTACT_LIMITS.message} characters
                </Field.HelperText>
              )}
            </Field.Root>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={sending}
              loadingText="Sending..."
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            >
              <LuSend aria-hidden="true" /> Send Message
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
