import {
  addCalendarDays,
  CAR_BLOCK_LIMITS,
  carBlockDatesProblem,
  type NewCarBlockInput,
} from '@carzone/domain';
import {
  Alert,
  Button,
  Card,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Text,
  useFetcher,
} from '@carzone/web-kit';
import { FormField } from '@carzone/ui';
import { DateField } from '@carzone/ui/date-fields';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRefusalWords, type CarBlockFormRefusalCode } from '../../lib/domain-words.ts';
import { useT } from '../../locales/messages.ts';
import type { CalendarChange, CalendarOutcome } from './car-calendar-route.tsx';

/** The block form's fields a rule can refuse. */
type BlockField = keyof NewCarBlockInput;
type BlockProblems = Partial<Record<BlockField, CarBlockFormRefusalCode>>;

/**
 * What keeps days from being blocked, by field, as the API would refuse them: the dates by
 * `carBlockDatesProblem` (a missing date is not a date; From before today; To not after From, or
 * too far after it), the note by its length.
 */
function blockProblems(input: Required<NewCarBlockInput>, today: string): BlockProblems {
  const problems: BlockProblems = {};
  const dates = carBlockDatesProblem(input, today);
  if (dates === 'notADate') {
    problems[input.startDate ? 'endDate' : 'startDate'] = 'carBlock.notADate';
  } else if (dates === 'startInPast') problems.startDate = 'carBlock.startInPast';
  else if (dates) problems.endDate = `carBlock.${dates}`;
  if (input.note.trim().length > CAR_BLOCK_LIMITS.note) problems.note = 'carBlock.noteTooLong';
  return problems;
}

/**
 * 'Block days': From, To (the day the car can be had again) and a note only the owner sees. The
 * days are checked by the API's rules before they are sent to the page's action; what only the
 * server can tell (the days are booked, or blocked already) comes back in its words, kept in view
 * until the form changes. Blocked, the form starts over (the action says so in a toast, and the
 * page loads again).
 */
export function BlockDaysForm({ today }: { today: string }) {
  const fetcher = useFetcher<CalendarOutcome>();
  const settled = fetcher.state === 'idle' ? fetcher.data : undefined;

  // Each answer is taken in once, as it arrives: days blocked start the form over (a new key
  // mounts it afresh); a refusal is handed to the form to show.
  const [answered, setAnswered] = useState(settled);
  const [round, setRound] = useState(0);
  if (settled !== answered) {
    setAnswered(settled);
    if (settled?.done) setRound((count) => count + 1);
  }

  return (
    <BlockDaysFields
      key={round}
      today={today}
      sending={fetcher.state !== 'idle'}
      refusal={settled && !settled.done ? settled.reason : null}
      onSend={(input) => {
        const change: CalendarChange = { intent: 'block', ...input };
        void fetcher.submit(change, { method: 'post', encType: 'application/json' });
      }}
    />
  );
}

interface BlockDaysFieldsProps {
  today: string;
  sending: boolean;
  /** The server's words for the last days it refused. */
  refusal: string | null;
  onSend: (input: Required<NewCarBlockInput>) => void;
}

function BlockDaysFields({ today, sending, refusal, onSend }: BlockDaysFieldsProps) {
  const t = useT();
  const said = useRefusalWords();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState<Required<NewCarBlockInput>>({
    startDate: '',
    endDate: '',
    note: '',
  });
  const [problems, setProblems] = useState<BlockProblems>({});
  // The server's refusal shows until the form changes.
  const [shownRefusal, setShownRefusal] = useState(refusal);
  const [previousRefusal, setPreviousRefusal] = useState(refusal);
  if (refusal !== previousRefusal) {
    setPreviousRefusal(refusal);
    setShownRefusal(refusal);
  }
  // Each refused attempt moves the focus to the first field refused, once it says why (by its
  // field: a date field's calendar box does not say it is invalid itself).
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts) form.current?.querySelector<HTMLElement>('[data-invalid] input')?.focus();
  }, [attempts]);

  const change = (field: BlockField, next: Partial<NewCarBlockInput>) => {
    setInput((current) => ({ ...current, ...next }));
    setProblems(({ [field]: _old, ...others }) => others);
    setShownRefusal(null);
  };

  const changeStart = (startDate: string) => {
    // A To that no longer fits the new From goes, rather than being refused after the fact.
    const endProblem =
      startDate && input.endDate && carBlockDatesProblem({ ...input, startDate }, today);
    change('startDate', {
      startDate,
      ...(endProblem === 'endNotAfterStart' || endProblem === 'tooLong' ? { endDate: '' } : {}),
    });
  };

  /** Why a To cannot be chosen after the From in hand (the calendar greys such days out). */
  const refuseEnd = (endDate: string): string | null => {
    const problem = carBlockDatesProblem({ startDate: input.startDate, endDate }, today);
    return problem === 'endNotAfterStart' || problem === 'tooLong'
      ? (said(`carBlock.${problem}`) ?? null)
      : null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = blockProblems(input, today);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setAttempts((count) => count + 1);
      return;
    }
    onSend({ ...input, note: input.note.trim() });
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby={headingId}>
      <Card.Body>
        <form
          ref={form}
          noValidate
          onSubmit={submit}
          aria-labelledby={headingId}
          aria-busy={sending}
        >
          <Stack gap="4">
            <Heading as="h2" size="lg" id={headingId}>
              {t('Block days')}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <DateField
                label={t('From')}
                value={input.startDate}
                onChange={changeStart}
                min={today}
                refusalOf={(day) => (day < today ? (said('carBlock.startInPast') ?? null) : null)}
                error={said(problems.startDate)}
                disabled={sending}
                required
              />
              <DateField
                label={t('To')}
                value={input.endDate}
                onChange={(endDate) => change('endDate', { endDate })}
                min={addCalendarDays(input.startDate || today, 1)}
                max={
                  input.startDate
                    ? addCalendarDays(input.startDate, CAR_BLOCK_LIMITS.nights)
                    : undefined
                }
                refusalOf={refuseEnd}
                error={said(problems.endDate)}
                disabled={sending || !input.startDate}
                required
              />
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              {t('Renters cannot book these days. The car can be booked again from the To date.')}
            </Text>
            <FormField label={t('Note (only you see it)')} error={said(problems.note)}>
              <Input
                name="note"
                value={input.note}
                placeholder={t('Eid at home')}
                onChange={(event) => change('note', { note: event.target.value })}
              />
            </FormField>
            {shownRefusal && (
              <Alert.Root status="error" borderRadius="md" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('The days were not blocked')}</Alert.Title>
                  <Alert.Description>{shownRefusal}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'start' }}
              loading={sending}
              loadingText={t('Blocking...')}
            >
              {t('Block these days')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
