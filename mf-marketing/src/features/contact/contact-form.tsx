import {
  Button,
  Card,
  Heading,
  serverUnreachableWords,
  Stack,
  Textarea,
  useUntilHydrated,
  useLanguage,
  useSendChange,
  type FieldRefusals,
} from '@carzone/web-kit';
import { FormField, TextField } from '@carzone/ui';
import { t as tNow, useT, type MarketingText } from '../../locales/messages.ts';
import { contactErrorText } from './contact-error-text.ts';
import { sendContactMessage } from './send-contact-message.ts';
import {
  CONTACT_LIMITS,
  formatNumberIn,
  validateContactMessage,
  type ContactFieldErrors,
  type ContactMessageInput,
} from '@carzone/domain';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { LuSend } from 'react-icons/lu';

const EMPTY: ContactMessageInput = { name: '', email: '', message: '' };
const FIELD_ORDER = ['name', 'email', 'message'] as const;
/** The thanks once the message is stored (the API answers the same words, in English). */
const THANKS: MarketingText = 'Thank you for reaching out! We will get back to you soon.';

/** The contact form: checked here as the server checks it, then sent; the answer becomes a toast. */
export function ContactForm() {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const [values, setValues] = useState<ContactMessageInput>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  // What the server refused, in the page's language already, until its field is edited; the
  // form's own checks are codes, put in words here.
  const [refusedFields, setRefusedFields] = useState<FieldRefusals>({});
  const errorOf = (field: keyof ContactMessageInput) =>
    refusedFields[field] ?? contactErrorText(errors[field], t, language);
  // Errors appear after the first attempt to send, then follow every keystroke.
  const [attempted, setAttempted] = useState(false);
  const { sending, send } = useSendChange();
  const untilHydrated = useUntilHydrated();
  const fields = useRef<
    Partial<Record<keyof ContactMessageInput, HTMLInputElement | HTMLTextAreaElement | null>>
  >({});

  const change =
    (field: keyof ContactMessageInput) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = event.target.value;
      // From the latest values: boxes filled before the page was interactive report at once.
      setValues((current) => ({ ...current, [field]: text }));
      setRefusedFields(({ [field]: _edited, ...others }) => others);
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
        // Toasts say the language the page shows when they appear (tNow, not the render's t).
        done: { title: tNow(THANKS) },
        failure: {
          title: tNow('Failed to send message'),
          unreachable: { title: serverUnreachableWords() },
        },
      },
    );
    if (outcome.sent) {
      setValues(EMPTY);
      setAttempted(false);
    } else {
      // What the server refused, under its field.
      setRefusedFields(outcome.fields);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline">
      <Card.Body>
        <Heading as="h2" id={titleId} size="lg" mb="5">
          {t('Write to us')}
        </Heading>
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            <TextField
              label={t('Name')}
              required
              error={errorOf('name')}
              ref={(node) => {
                fields.current.name = node;
              }}
              name="name"
              autoComplete="name"
              placeholder={t('Your full name')}
              value={values.name}
              onChange={change('name')}
            />
            <TextField
              label={t('Email')}
              required
              error={errorOf('email')}
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
              label={t('Message')}
              required
              error={errorOf('message')}
              hint={t('{count} / {max} characters', {
                count: formatNumberIn(values.message.trim().length, language),
                max: formatNumberIn(CONTACT_LIMITS.message, language),
              })}
            >
              <Textarea
                ref={(node) => {
                  fields.current.message = node;
                }}
                name="message"
                rows={6}
                placeholder={t('How can we help?')}
                value={values.message}
                onChange={change('message')}
              />
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={sending}
              loadingText={t('Sending...')}
              {...untilHydrated}
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            >
              <LuSend aria-hidden="true" /> {t('Send Message')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
