import { BOOKING_MESSAGES } from '@carzone/domain';
import { Field, useInteractive } from '@carzone/web-kit';
import { useState } from 'react';
import { LuCalendar } from 'react-icons/lu';

const TYPED_DATE = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/** "05/12/2026" (how the en-GB picker reads and writes dates) as "2026-12-05"; null otherwise. */
function fromTypedDate(text: string): string | null {
  const match = TYPED_DATE.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

interface BookingDateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (date: string) => void;
  /** The earliest day that can be picked (YYYY-MM-DD). */
  min: string;
  /** True for a day that cannot be picked: it is greyed out, and refused when typed. */
  isTaken: (date: string) => boolean;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A calendar date picked from a calendar (taken days greyed out) or typed as dd/mm/yyyy. A typed
 * day the calendar would not offer is refused with a message under the field, so the value is
 * always a day that can be booked, or nothing. Renders inside a dialog, so no portal: the
 * dialog's focus trap must hold the calendar too.
 */
export function BookingDateField({
  label,
  value,
  onChange,
  min,
  isTaken,
  disabled,
  required,
}: BookingDateFieldProps) {
  const { DatePicker, parseDate } = useInteractive();
  const [refused, setRefused] = useState<string | null>(null);

  const refusalOf = (day: string) => {
    if (day < min) return BOOKING_MESSAGES.invalidDates;
    return isTaken(day) ? BOOKING_MESSAGES.overlap : null;
  };

  const change = (next: string) => {
    const refusal = next ? refusalOf(next) : null;
    setRefused(refusal);
    onChange(refusal ? '' : next);
  };

  // The picker silently ignores a typed day it would not offer (on Enter); say why instead.
  const checkTyped = (text: string) => {
    const typed = fromTypedDate(text);
    const refusal = typed && refusalOf(typed);
    if (refusal) setRefused(refusal);
  };

  return (
    <Field.Root invalid={Boolean(refused)} disabled={disabled} required={required}>
      <DatePicker.Root
        locale="en-GB"
        value={value ? [parseDate(value)] : []}
        min={parseDate(min)}
        isDateUnavailable={(date) => isTaken(date.toString())}
        onValueChange={(details) => change(details.value[0]?.toString().slice(0, 10) ?? '')}
        disabled={disabled}
      >
        <DatePicker.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Input
            placeholder="dd/mm/yyyy"
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
      {refused && <Field.ErrorText>{refused}</Field.ErrorText>}
    </Field.Root>
  );
}
