import {
  addCalendarDays,
  BOOKING_MESSAGES,
  BOOKING_REQUEST_MESSAGES,
  DEFAULT_TRIP_RULES,
  dhakaToday,
  earliestBookableStart,
  type TripRules,
  tripRuleBroken,
} from '@carzone/domain';
import { Box, SimpleGrid, Stack, Text, useLanguage } from '@carzone/web-kit';
import { useId } from 'react';
import { DateField } from '@carzone/ui/date-fields';
import {
  brokenTripRuleText,
  formatBookedRange,
  isEndTaken,
  isStartTaken,
} from '../lib/booking-dates.ts';
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
  /**
   * The car's trip rules: days before the earliest start and ends too near or far are refused. A
   * car that takes requests (`instantBooking: false`) cannot be asked for today.
   */
  rules?: TripRules & { instantBooking?: boolean };
  disabled?: boolean;
  required?: boolean;
}

/**
 * Start and End Date for a stay, with the car's taken nights listed and greyed out, and its owner's
 * trip rules said before anything is picked: the start from the earliest day the car's notice
 * allows (Dhaka's today without one), the end from the shortest trip after the start to the
 * longest, and only while [start, end) is free. A new start that leaves the chosen end impossible
 * clears the end.
 */
export function BookingDatesFields({
  dates,
  onChange,
  booked,
  rules = DEFAULT_TRIP_RULES,
  disabled,
  required,
}: BookingDatesFieldsProps) {
  const t = useT();
  const language = useLanguage();
  const listId = useId();
  const ranges = booked.ranges;
  const earliest = earliestBookableStart(rules);
  const { startDate, endDate } = dates;

  const endMin = addCalendarDays(startDate || earliest, rules.minDays);
  const endMax = addCalendarDays(startDate || earliest, rules.maxDays);
  const changeStart = (next: string) => {
    const endStillFits =
      next &&
      endDate > next &&
      !tripRuleBroken({ startDate: next, endDate }, rules, undefined, { keepsStart: true }) &&
      !isEndTaken(next, endDate, ranges);
    onChange({ startDate: next, endDate: endStillFits ? endDate : '' });
  };
  const refuseEnd = (day: string): string | null => {
    if (!startDate || day <= startDate) return t(BOOKING_MESSAGES.invalidDates);
    const broken = tripRuleBroken({ startDate, endDate: day }, rules, undefined, {
      keepsStart: true,
    });
    if (broken) return brokenTripRuleText(broken, language);
    return isEndTaken(startDate, day, ranges) ? t(BOOKING_MESSAGES.overlap) : null;
  };
  const refuseStart = (day: string): string | null => {
    // Notice, when the car asks for some, says the earliest day itself.
    if (day < earliest && rules.advanceNoticeHours === 0 && day === dhakaToday())
      return t(BOOKING_REQUEST_MESSAGES.requestStartsToday);
    if (day < earliest)
      return rules.advanceNoticeHours > 0
        ? brokenTripRuleText(
            { rule: 'tooLittleNotice', values: { hours: rules.advanceNoticeHours, earliest } },
            language,
          )
        : t(BOOKING_MESSAGES.invalidDates);
    return isStartTaken(day, ranges) ? t(BOOKING_MESSAGES.overlap) : null;
  };

  return (
    <Stack gap="3">
      <TripRulesLine rules={rules} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <DateField
          label={t('Start Date')}
          value={startDate}
          onChange={changeStart}
          min={earliest}
          refusalOf={refuseStart}
          disabled={disabled}
          required={required}
        />
        <DateField
          label={t('End Date')}
          value={endDate}
          onChange={(next) => onChange({ startDate, endDate: next })}
          min={endMin}
          max={endMax}
          refusalOf={refuseEnd}
          disabled={disabled || !startDate}
          required={required}
        />
      </SimpleGrid>
      <BookedRangesList booked={booked} id={listId} />
    </Stack>
  );
}

/**
 * The owner's rules, before anything is picked: "At least 3 days · At most 14 days · Book 24 hours
 * ahead" (only those that differ from the defaults; nothing for a car that takes any trip).
 */
function TripRulesLine({ rules }: { rules: TripRules }) {
  const t = useT();
  const said = [
    rules.minDays > DEFAULT_TRIP_RULES.minDays &&
      t('At least {count, plural, one {# day} other {# days}}', { count: rules.minDays }),
    rules.maxDays < DEFAULT_TRIP_RULES.maxDays &&
      t('At most {count, plural, one {# day} other {# days}}', { count: rules.maxDays }),
    rules.advanceNoticeHours > 0 &&
      t('Book {count, plural, one {# hour} other {# hours}} ahead', {
        count: rules.advanceNoticeHours,
      }),
  ].filter((text): text is string => Boolean(text));
  if (said.length === 0) return null;
  return (
    <Text fontSize="sm" fontWeight="medium">
      {t("The owner's rules:")} {said.join(' · ')}
    </Text>
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
