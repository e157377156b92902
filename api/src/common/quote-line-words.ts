// A trip's price lines in the reader's language: what `GET /api/car/:id/quote` and a
// booking's answer call each line, and the booking e-mails list. The numbers are the line's own
// (packages/domain/src/trip-offer.ts); prices in the language's digits.
import {
  formatDollarsIn,
  formatNumberIn,
  type Language,
  type PriceLine,
  type QuoteLine,
} from '@carzone/domain';
import { formatApiText } from './api-texts.js';

/** What a line says in `language`: "Car: 2 days × $50", "Fuel: paid by the renter"… */
export function quoteLineLabel(line: QuoteLine, language: Language): string {
  const price = (amount: number) => formatDollarsIn(amount, language);
  switch (line.kind) {
    case 'car':
      return formatApiText(language, 'Car: {days, plural, one {# day} other {# days}} × {rate}', {
        days: line.days,
        rate: price(line.rate),
      });
    case 'driver':
      return formatApiText(
        language,
        'Driver: {days, plural, one {# day} other {# days}} × {rate}',
        { days: line.days, rate: price(line.rate) },
      );
    case 'outOfTown':
      return formatApiText(
        language,
        'Out of town: {days, plural, one {# day} other {# days}} × {surcharge} + {nights, plural, one {# night} other {# nights}} away × {halt}',
        {
          days: line.days,
          surcharge: price(line.dailySurcharge),
          nights: line.nights,
          halt: price(line.nightHalt),
        },
      );
    case 'serviceCharge':
      return formatApiText(language, 'Service charge ({percent}%)', {
        percent: formatNumberIn(line.percent, language),
      });
    case 'fuel':
      return line.policy === 'included'
        ? formatApiText(language, 'Fuel included')
        : formatApiText(language, 'Fuel: paid by the renter');
    case 'overtime':
      return formatApiText(
        language,
        'Overtime: {rate} per hour after 10 hours a day, paid to the driver',
        { rate: price(line.hourlyRate) },
      );
  }
}

/** The lines as the API answers them, in `language`. */
export function quoteLinesIn(lines: readonly QuoteLine[], language: Language): PriceLine[] {
  return lines.map((line) => ({
    kind: line.kind,
    label: quoteLineLabel(line, language),
    ...('amount' in line ? { amount: line.amount } : {}),
  }));
}
