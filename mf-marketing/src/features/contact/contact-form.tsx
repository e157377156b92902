import {
  Button,
  Card,
  Heading,
  SERVER_UNREACHABLE,
  Stack,
  Textarea,
  useHydrated,
  useSendChange,
} from '@carzone/web-kit';
import { FormField, TextField } from '@carzone/ui';
import { sendContactMessage } from './send-contact-message.ts';
import {
  CONTACT_LIMITS,
  validateContactMessage,
  type ContactFieldErrors,
  type ContactMessageInput,
} from '@carzone/domain';
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
  const { sending, send } = useSendChange();
  const hydrated = useHydrated();
  const fields = useRef<
    Partial<Record<keyof ContactMessageInput, HTMLInputElement | HTMLTextAreaElement | null>>
  >({});

  const change =
    (field: keyof ContactMessageInput) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = event.target.value;
      // From the latest values: boxes filled before the page was interactive report at once.
      setValues((current) => ({ ...current, [field]: text }));
      if (attempted) setErrors(validateContactMessage({ ...values, [field]: text }));
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
    const outcome = await send(
      () =>
        sendContactMessage({
          name: values.name.trim(),
          email: values.email.trim(),
          message: values.message.trim(),
        }),
      {
        done: (answer) => ({ title: answer.message }),
        failure: {
          title: 'Failed to send message',
          unreachable: { title: SERVER_UNREACHABLE },
        },
      },
    );
    if (outcome.sent) {
      setValues(EMPTY);
      setAttempted(false);
    } else {
      // What the server refused, under its field (as a check here would have put it).
      setErrors((shown) => ({ ...shown, ...outcome.fields }));
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
            <TextField
              label="Name"
              required
              error={errors.name}
              ref={(node) => {
                fields.current.name = node;
              }}
              name="name"
              autoComplete="name"
              placeholder="Your full name"
              value={values.name}
              onChange={change('name')}
            />
            <TextField
              label="Email"
              required
              error={errors.email}
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
            <FormField
              label="Message"
              required
              error={errors.message}
              hint={`${values.message.trim().length} / ${CONTACT_LIMITS.message} characters`}
            >
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
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={sending}
              loadingText="Sending..."
              disabled={!hydrated}
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
