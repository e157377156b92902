import { addCalendarDays, dhakaToday } from '@carzone/domain';
import { CAR_SEARCH_DATE_MESSAGES, oneYearAfter } from '@carzone/domain/car-search-dates';
import { DateField } from './date-field';
import { useT } from './locales/messages';

/** A To that still fits a From: after it, and at most a year later (what a search accepts). */
export const toFitsFrom = (from: string, to: string) =>
  Boolean(to) && to > from && to <= oneYearAfter(from);

/**
 * A search's From and To (the day the car comes back), by the rules the server checks
 * (`carSearchDatesProblem`): From from Dhaka's today; To disabled until From is set, from the day
 * after it and at most a year later. Two fields side by side: the caller's grid places them.
 */
export function SearchDatesFields({
  from,
  to,
  onFromChange,
  onToChange,
  toError,
}: {
  from: string;
  to: string;
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
  /** A problem the form found with To (missing, say). */
  toError?: string | null;
}) {
  const t = useT();
  const today = dhakaToday();
  return (
    <>
      <DateField
        label={t('From')}
        value={from}
        onChange={onFromChange}
        min={today}
        refusalOf={(day) => (day < today ? t(CAR_SEARCH_DATE_MESSAGES.fromInPast) : null)}
      />
      <DateField
        label={t('To')}
        value={to}
        onChange={onToChange}
        min={addCalendarDays(from || today, 1)}
        max={from ? oneYearAfter(from) : undefined}
        refusalOf={(day) =>
          !from || day <= from
            ? t(CAR_SEARCH_DATE_MESSAGES.toNotAfterFrom)
            : day > oneYearAfter(from)
              ? t(CAR_SEARCH_DATE_MESSAGES.rangeTooLong)
              : null
        }
        error={toError}
        disabled={!from}
      />
    </>
  );
}
