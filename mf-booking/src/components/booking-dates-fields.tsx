import { addCalendarDays, BOOKING_MESSAGES, dhakaToday } from '@carzone/domain';
import { Box, SimpleGrid, Stack, Text, useLanguage } from '@carzone/web-kit';
import { useId } from 'react';
import { DateField } from '@carzone/ui/date-fields';
import { formatBookedRange, isEndTaken, isStartTaken } from '../lib/booking-dates.ts';
import type { BookedRangesState } from '../lib/use-booked-ranges.ts';
import { useT } from '../locales/messages.ts';

export interface BookingDates {
  startDate: string;
  endDate: string;
}

interface BookingDatesFieldsProps {
  dates: BookingDates;
  onChange: (dates: BookingDates) => void;
  booked: BookedRangesState;
  disabled?: boolean;
  required?: boolean;
}

/**
 * Start and End Date for a stay, with the car's taken nights listed and greyed out: the start
 * from Dhaka's today, the end from the day after the start and only while [start, end) is free.
 * A new start that leaves the chosen end impossible clears the end.
 */
export function BookingDatesFields({
  dates,
  onChange,
  booked,
  disabled,
  required,
}: BookingDatesFieldsProps) {
  const t = useT();
  const listId = useId();
  const ranges = booked.ranges;
  const today = dhakaToday();
  const { startDate, endDate } = dates;

  const endMin = addCalendarDays(startDate || today, 1);
  const changeStart = (next: string) => {
    const endStillFits = next && endDate > next && !isEndTaken(next, endDate, ranges);
    onChange({ startDate: next, endDate: endStillFits ? endDate : '' });
  };

  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <DateField
          label={t('Start Date')}
          value={startDate}
          onChange={changeStart}
          min={today}
          refusalOf={(day) =>
            day < today
              ? t(BOOKING_MESSAGES.invalidDates)
              : isStartTaken(day, ranges)
                ? t(BOOKING_MESSAGES.overlap)
                : null
          }
          disabled={disabled}
          required={required}
        />
        <DateField
          label={t('End Date')}
          value={endDate}
          onChange={(next) => onChange({ startDate, endDate: next })}
          min={endMin}
          refusalOf={(day) =>
            !startDate || day < endMin
              ? t(BOOKING_MESSAGES.invalidDates)
              : isEndTaken(startDate, day, ranges)
                ? t(BOOKING_MESSAGES.overlap)
                : null
          }
          disabled={disabled || !startDate}
          required={required}
        />
      </SimpleGrid>
      <BookedRangesList booked={booked} id={listId} />
    </Stack>
  );
}

function BookedRangesList({ booked, id }: { booked: BookedRangesState; id: string }) {
  const t = useT();
  const language = useLanguage();
  if (booked.status === 'loading') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('Checking which days are already booked…')}
      </Text>
    );
  }
  if (booked.status === 'failed' && booked.ranges.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t("We couldn't check which days are already booked; we will when you confirm.")}
      </Text>
    );
  }
  if (booked.ranges.length === 0) return null;
  return (
    <Stack gap="1">
      <Text id={id} fontSize="sm" color="fg.muted">
        {t('Taken days are greyed out; the car is free again on the last day of each range.')}
      </Text>
      <Stack as="ul" aria-labelledby={id} gap="0.5" fontSize="sm" listStyleType="none">
        {booked.ranges.map((range) => (
          <Box as="li" key={`${range.startDate}/${range.endDate}`} color="orange.fg">
            {t('Already booked: {range}', { range: formatBookedRange(range, language) })}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
