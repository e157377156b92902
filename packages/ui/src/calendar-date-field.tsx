import { parseTypedDate } from '@carzone/domain';
import { Field, useInteractive } from '@carzone/web-kit';
import { useRef } from 'react';
import { LuCalendar } from 'react-icons/lu';
import type { DateBoxProps } from './date-field';

// The date field's calendar, a chunk of its own: DateField loads it with web-kit's interactive
// parts, when a visitor points at the field (or at once where those parts are loaded already).

/** The box with its calendar: what DateField puts in place of its plain box once loaded. */
export function CalendarDateField(
  props: DateBoxProps & { defaultOpen: boolean; autoFocus: boolean },
) {
  const { label, value, onChange, min, max, refusalOf, disabled, required } = props;
  const { onRefusedChange, defaultOpen, autoFocus } = props;
  const { DatePicker, parseDate } = useInteractive();

  // What was typed since the last change: the picker moves a typed day before `min` or after
  // `max` to that bound, and a visitor who typed 20/11 must hear why it cannot be chosen, not
  // find another day chosen for them.
  const typedText = useRef('');

  const change = (next: string) => {
    const typed = parseTypedDate(typedText.current);
    typedText.current = '';
    const refusal = typed && typed !== next ? refusalOf(typed) : next ? refusalOf(next) : null;
    onRefusedChange(refusal);
    onChange(refusal ? '' : next);
  };

  // The picker silently ignores a typed day it would not offer (on Enter); say why instead.
  const checkTyped = (text: string) => {
    const typed = parseTypedDate(text);
    const refusal = typed && refusalOf(typed);
    if (refusal) onRefusedChange(refusal);
  };

  return (
    <DatePicker.Root
      locale="en-GB"
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
          placeholder="dd/mm/yyyy"
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
          <DatePicker.Trigger aria-label={`Choose ${label.toLowerCase()}`}>
            <LuCalendar />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      {/* No portal: inside a dialog, the dialog's focus trap must hold the calendar too. */}
      <DatePicker.Positioner>
        <DatePicker.Content>
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Header />
            <DatePicker.YearTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}
