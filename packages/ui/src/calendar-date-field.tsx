import {
  formatCalendarDateIn,
  formatNumberIn,
  localeOf,
  writesAsciiDigits,
  type Language,
} from '@carzone/domain';
import { Field, Text, useInteractive, useLanguage, type InteractiveKit } from '@carzone/web-kit';
import { useRef, type ComponentProps } from 'react';
import { LuCalendar } from 'react-icons/lu';
import type { DateBoxProps } from './date-field';
import { useT, type UiText } from './locales/messages';
import { readTypedDate } from './typed-date';

// The date field's calendar, a chunk of its own: DateField loads it with web-kit's interactive
// parts, when a visitor points at the field (or at once where those parts are loaded already).
// Its month and day names, its digits and the words it says to screen readers follow the page's
// language (Intl's, through `localeOf`); in English they are the picker's own.

type DatePickerParts = InteractiveKit['DatePicker'];
type PickerTranslations = NonNullable<ComponentProps<DatePickerParts['Root']>['translations']>;
type CalendarView = 'day' | 'month' | 'year';

/** The picker's words for its buttons, as it says them in English (translated where shown). */
const SWITCH_TO_VIEW: Record<CalendarView, UiText> = {
  day: 'Switch to day view',
  month: 'Switch to month view',
  year: 'Switch to year view',
};
const VIEW_NAMES: Record<CalendarView, UiText> = {
  day: 'day view',
  month: 'month view',
  year: 'year view',
};
const PREVIOUS: Record<CalendarView, UiText> = {
  day: 'Switch to previous month',
  month: 'Switch to previous year',
  year: 'Switch to previous decade',
};
const NEXT: Record<CalendarView, UiText> = {
  day: 'Switch to next month',
  month: 'Switch to next year',
  year: 'Switch to next decade',
};

/** The box with its calendar: what DateField puts in place of its plain box once loaded. */
export function CalendarDateField(
  props: DateBoxProps & { defaultOpen: boolean; autoFocus: boolean },
) {
  const { label, value, onChange, min, max, refusalOf, disabled, required } = props;
  const { onRefusedChange, defaultOpen, autoFocus } = props;
  const { DatePicker, parseDate } = useInteractive();
  const t = useT();
  const language = useLanguage();

  // What was typed since the last change: the picker moves a typed day before `min` or after
  // `max` to that bound, and a visitor who typed 20/11 must hear why it cannot be chosen, not
  // find another day chosen for them.
  const typedText = useRef('');

  const change = (next: string) => {
    const typed = readTypedDate(typedText.current);
    typedText.current = '';
    const refusal = typed && typed !== next ? refusalOf(typed) : next ? refusalOf(next) : null;
    onRefusedChange(refusal);
    onChange(refusal ? '' : next);
  };

  // The picker silently ignores a typed day it would not offer (on Enter); say why instead.
  const checkTyped = (text: string) => {
    const typed = readTypedDate(text);
    const refusal = typed && refusalOf(typed);
    if (refusal) onRefusedChange(refusal);
  };

  // What the picker says to screen readers, in the page's language (in English, its own words).
  // One day is chosen here, so the words it has for the days of a range never apply.
  const translations: PickerTranslations = {
    content: t('calendar'),
    dayCell: (day) =>
      day.unavailable
        ? t('Not available. {date}', { date: day.valueText })
        : day.selected
          ? t('Selected date. {date}', { date: day.valueText })
          : t('Choose {date}', { date: day.valueText }),
    viewTrigger: (view, nextView) => (nextView ? t(SWITCH_TO_VIEW[nextView]) : t(VIEW_NAMES[view])),
    prevTrigger: (view) => t(PREVIOUS[view]),
    nextTrigger: (view) => t(NEXT[view]),
  };

  return (
    <DatePicker.Root
      locale={localeOf(language)}
      translations={translations}
      // The box writes the day as the page does (Bengali digits in Bangla); in a language with
      // digits of its own the picker reads what is typed with the field's own rule, which takes
      // either digits (its own rule knows Latin digits only). English keeps the picker's reading,
      // partial dates included.
      format={(date) => formatCalendarDateIn(date.toString().slice(0, 10), language)}
      {...(!writesAsciiDigits(language) && {
        parse: (text: string) => {
          const day = readTypedDate(text);
          return day ? parseDate(day) : undefined;
        },
      })}
      value={value ? [parseDate(value)] : []}
      min={parseDate(min)}
      max={max ? parseDate(max) : undefined}
      isDateUnavailable={(date) => refusalOf(date.toString()) !== null}
      onValueChange={(details) => change(details.value[0]?.toString().slice(0, 10) ?? '')}
      defaultOpen={defaultOpen}
      disabled={disabled}
    >
      <DatePicker.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input
          placeholder={t('dd/mm/yyyy')}
          onChange={(event) => {
            typedText.current = event.currentTarget.value;
          }}
          autoFocus={autoFocus}
          onBlur={(event) => checkTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') checkTyped(event.currentTarget.value);
          }}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger aria-label={t('Choose {field}', { field: label.toLowerCase() })}>
            <LuCalendar />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      {/* No portal: inside a dialog, the dialog's focus trap must hold the calendar too. */}
      <DatePicker.Positioner>
        <DatePicker.Content>
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DayTable DatePicker={DatePicker} language={language} />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DecadeHeader DatePicker={DatePicker} language={language} />
            <YearTable DatePicker={DatePicker} language={language} />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}

interface CalendarPartProps {
  DatePicker: DatePickerParts;
  language: Language;
}

/**
 * Chakra's day table (`DatePicker.DayTable`), its day numbers in the language's digits: the
 * picker writes them as numbers, and its weekday names already follow its locale.
 */
function DayTable({ DatePicker, language }: CalendarPartProps) {
  return (
    <DatePicker.Context>
      {(picker) => (
        <DatePicker.Table>
          <DatePicker.TableHead>
            <DatePicker.TableRow>
              {picker.weekDays.map((weekDay, index) => (
                <DatePicker.TableHeader key={index}>{weekDay.narrow}</DatePicker.TableHeader>
              ))}
            </DatePicker.TableRow>
          </DatePicker.TableHead>
          <NumberedCells
            DatePicker={DatePicker}
            language={language}
            rows={picker.weeks}
            numberOf={(day) => day.day}
          />
        </DatePicker.Table>
      )}
    </DatePicker.Context>
  );
}

/**
 * Chakra's header (`DatePicker.Header`) of the years' view, the decade in the language's digits
 * (its range text writes years as numbers), in the range text's style.
 */
function DecadeHeader({ DatePicker, language }: CalendarPartProps) {
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger />
      <DatePicker.ViewTrigger>
        <DatePicker.Context>
          {(picker) => {
            const { start, end } = picker.getDecade();
            if (start === undefined || end === undefined) return null;
            return (
              <Text as="span" textStyle="sm" fontWeight="semibold">
                {`${formatNumberIn(start, language)} - ${formatNumberIn(end, language)}`}
              </Text>
            );
          }}
        </DatePicker.Context>
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger />
    </DatePicker.ViewControl>
  );
}

/** Chakra's year table (`DatePicker.YearTable`, four columns), its years in the language's digits. */
function YearTable({ DatePicker, language }: CalendarPartProps) {
  return (
    <DatePicker.Context>
      {(picker) => (
        <DatePicker.Table>
          <NumberedCells
            DatePicker={DatePicker}
            language={language}
            rows={picker
              .getYearsGrid({ columns: 4 })
              .map((years) => years.map(({ value }) => value))}
            numberOf={(year) => year}
          />
        </DatePicker.Table>
      )}
    </DatePicker.Context>
  );
}

/** A cell's value: a day of the days' view, a year of the years'. */
type CellValue = ComponentProps<DatePickerParts['TableCell']>['value'];

/**
 * A calendar table's body: a row of cells for each of `rows`, each cell chosen by its value and
 * written as its number (`numberOf`) in the language's digits.
 */
function NumberedCells<Value extends CellValue>({
  DatePicker,
  language,
  rows,
  numberOf,
}: CalendarPartProps & { rows: Value[][]; numberOf: (value: Value) => number }) {
  return (
    <DatePicker.TableBody>
      {rows.map((row, rowIndex) => (
        <DatePicker.TableRow key={rowIndex}>
          {row.map((value, index) => (
            <DatePicker.TableCell key={index} value={value}>
              <DatePicker.TableCellTrigger>
                {formatNumberIn(numberOf(value), language)}
              </DatePicker.TableCellTrigger>
            </DatePicker.TableCell>
          ))}
        </DatePicker.TableRow>
      ))}
    </DatePicker.TableBody>
  );
}
