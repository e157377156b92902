import { formatCalendarDateIn, type Language } from '@carzone/domain';
import {
  Field,
  IconButton,
  Input,
  InputGroup,
  isInteractiveLoaded,
  loadInteractive,
  useLanguage,
  useUntilHydrated,
} from '@carzone/web-kit';
import { lazy, startTransition, Suspense, useState, type KeyboardEvent } from 'react';
import { LuCalendar } from 'react-icons/lu';
import type * as CalendarModule from './calendar-date-field';
import { useT } from './locales/messages';
import { readTypedDate } from './typed-date';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (date: string) => void;
  /** The earliest day that can be picked (YYYY-MM-DD). */
  min: string;
  /** The latest day that can be picked (YYYY-MM-DD), if any. */
  max?: string;
  /**
   * Why a day cannot be chosen, or null when it can: such a day is greyed out in the calendar,
   * and refused with these words when typed. It must refuse the days before `min` and after `max`
   * too, in its own words.
   */
  refusalOf: (date: string) => string | null;
  /** A problem the page found with the value (shown under the field while there is no refusal). */
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
}

/** The box inside the field (plain, or with its calendar): its label and input, no message. */
export type DateBoxProps = Omit<DateFieldProps, 'error'> & {
  /** Why a typed or picked day was refused, said under the field by DateField. */
  onRefusedChange: (refused: string | null) => void;
};

let calendarModule: typeof CalendarModule | undefined;

/** Loads the calendar's code and web-kit's interactive parts it renders with (ahead of need, say). */
export async function loadDateFieldCalendar() {
  const [calendar] = await Promise.all([import('./calendar-date-field'), loadInteractive()]);
  calendarModule = calendar;
  return calendar;
}

const LazyCalendarDateField = lazy(() =>
  loadDateFieldCalendar().then(({ CalendarDateField }) => ({ default: CalendarDateField })),
);

/**
 * A calendar date picked from a calendar (refused days greyed out) or typed as dd/mm/yyyy. A typed
 * day the calendar would not offer is refused with a message under the field, so the value is
 * always a day that can be chosen, or nothing. In Bangla the day is written in Bengali digits
 * (০৫/১২/২০২৬), and typed in either Bengali or Latin ones.
 *
 * The calendar (a chunk of its own, on web-kit's interactive parts) is not downloaded on a first
 * visit: until it has loaded, the field is a plain text box of the same size that takes typed
 * dates, and pointing at it, focusing it or pressing its calendar button loads it and puts the
 * calendar in its place (open, when the button was pressed).
 */
export function DateField(props: DateFieldProps) {
  const [wanted, setWanted] = useState(isInteractiveLoaded);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  // Whether the plain box has the focus, so the calendar's box takes it over when it replaces it.
  const [plainFocused, setPlainFocused] = useState(false);
  // Kept here, so a day the plain box refused is still explained once the calendar replaces it.
  const [refused, setRefused] = useState<string | null>(null);
  // The calendar's code once loaded renders at once; until then the plain box stands in for it.
  // Chosen once: a field that switched from one to the other would lose what its calendar holds.
  const [CalendarDateField] = useState(
    () => calendarModule?.CalendarDateField ?? LazyCalendarDateField,
  );

  const want = (open: boolean) => {
    if (open) setOpenWhenLoaded(true);
    // A transition: the plain box stays, working, until the calendar is ready to replace it.
    startTransition(() => setWanted(true));
  };

  const plain = (
    <PlainDateBox
      {...props}
      onRefusedChange={setRefused}
      onWant={want}
      onFocusChange={setPlainFocused}
    />
  );
  const message = refused ?? props.error ?? null;
  return (
    <Field.Root
      invalid={Boolean(message)}
      disabled={props.disabled}
      required={props.required}
      onKeyDown={keepEnterInField}
    >
      <Suspense fallback={plain}>
        {wanted ? (
          <CalendarDateField
            {...props}
            onRefusedChange={setRefused}
            defaultOpen={openWhenLoaded}
            autoFocus={openWhenLoaded || plainFocused}
          />
        ) : (
          plain
        )}
      </Suspense>
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * Enter in a date field takes the typed day in; it does not also send the form around the field.
 * Stopped on the field, once the box's own handlers (the picker's, which skip a prevented key)
 * have run.
 */
const keepEnterInField = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

function PlainDateBox(
  props: DateBoxProps & {
    onWant: (open: boolean) => void;
    onFocusChange: (focused: boolean) => void;
  },
) {
  const { label, value, onChange, refusalOf, disabled, required } = props;
  const { onRefusedChange, onWant, onFocusChange } = props;
  const t = useT();
  const language = useLanguage();
  const untilHydrated = useUntilHydrated();
  // What the box shows, and the value and language it was last in step with: a value changed from
  // outside (another field cleared this one), or the page's language, replaces whatever was being
  // typed.
  const [draft, setDraft] = useState(() => shownDay(value, language));
  if (draft.value !== value || draft.language !== language) setDraft(shownDay(value, language));

  const type = (text: string) => {
    const day = readTypedDate(text);
    const refusal = day ? refusalOf(day) : null;
    onRefusedChange(refusal);
    const next = day && !refusal ? day : text.trim() ? value : '';
    setDraft({ text, value: next, language });
    if (next !== value) onChange(next);
  };

  return (
    <>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <InputGroup
        onPointerEnter={() => onWant(false)}
        endElement={
          <IconButton
            aria-label={t('Choose {field}', { field: label.toLowerCase() })}
            size="xs"
            variant="ghost"
            me="-2"
            onClick={() => onWant(true)}
            {...untilHydrated}
            disabled={disabled || untilHydrated.disabled}
          >
            <LuCalendar />
          </IconButton>
        }
      >
        <Input
          value={draft.text}
          placeholder={t('dd/mm/yyyy')}
          autoComplete="off"
          onChange={(event) => type(event.target.value)}
          onFocus={() => {
            onFocusChange(true);
            onWant(false);
          }}
          onBlur={() => {
            onFocusChange(false);
          }}
        />
      </InputGroup>
    </>
  );
}

/** What the plain box shows for a value (dd/mm/yyyy in the language's digits). */
const shownDay = (value: string, language: Language) => ({
  text: formatCalendarDateIn(value, language),
  value,
  language,
});
