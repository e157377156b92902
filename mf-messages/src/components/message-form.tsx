// Writing a message: a labelled box and Send. It refuses what the API would (nothing written, more
// than 2,000 characters) with the API's words before sending, says how many characters are left
// near the limit, and shows the API's refusal of the text under the box.
import { formatNumberIn, MESSAGE_TEXT_LIMITS } from '@carzone/domain';
import { Button, Field, Stack, Textarea, useLanguage, type SendOutcome } from '@carzone/web-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  charactersLeftIn,
  COUNTER_FROM,
  messageLength,
  messageTextRefusal,
} from '../lib/message-words.ts';
import { useT } from '../locales/messages.ts';

export function MessageForm({
  send,
  sending,
  rows = 3,
}: {
  /** Sends the trimmed text; the box is emptied once it was sent. */
  send: (text: string) => Promise<SendOutcome<unknown>>;
  sending: boolean;
  rows?: number;
}) {
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const counterId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const nearLimit = messageLength(text) > COUNTER_FROM;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = messageTextRefusal(text);
    if (problem) {
      setRefusal(t(problem));
      box.current?.focus();
      return;
    }
    setRefusal(null);
    const outcome = await send(text.trim());
    if (outcome.sent) setText('');
    else setRefusal(outcome.fields.text ?? null);
    // Send was disabled while it ran, which takes the focus away: back to writing.
    box.current?.focus();
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="2">
        <Field.Root invalid={Boolean(refusal)}>
          <Field.Label>{t('Your message')}</Field.Label>
          <Textarea
            ref={box}
            value={text}
            rows={rows}
            onChange={(event) => {
              setText(event.target.value);
              if (refusal) setRefusal(null);
            }}
            aria-describedby={nearLimit ? counterId : undefined}
          />
          {refusal && <Field.ErrorText>{refusal}</Field.ErrorText>}
          {nearLimit && (
            <Field.HelperText id={counterId} aria-live="polite">
              {t('Characters left: {left} of {max}', {
                left: charactersLeftIn(text, language),
                max: formatNumberIn(MESSAGE_TEXT_LIMITS.max, language),
              })}
            </Field.HelperText>
          )}
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-end"
          loading={sending}
          disabled={sending}
        >
          {t('Send')}
        </Button>
      </Stack>
    </form>
  );
}
