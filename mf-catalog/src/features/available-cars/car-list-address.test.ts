import { REFUSALS, type RefusalCode } from '@carzone/domain/refusals';
import { showBangla } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import { t } from '../../locales/messages.ts';
import { carListSearch, readCarListAddress, searchDatesProblemText } from './car-list-address.ts';

/** Every refusal of a search's dates, by code. */
const DATE_CODES = (Object.keys(REFUSALS) as RefusalCode[]).filter((code) =>
  code.startsWith('carSearchDates.'),
);

const TODAY = '2026-11-26';
const searchOf = (query: string) =>
  carListSearch(readCarListAddress(new URLSearchParams(query)), TODAY);

describe("an address's dates left out of the search", () => {
  it("names the date and the rule's refusal code, and leaves the dates out", () => {
    const { datesProblem, params } = searchOf('from=2026-11-20&to=2026-12-01');
    expect(datesProblem).toMatchObject({ field: 'from', code: 'carSearchDates.fromInPast' });
    expect(params).not.toHaveProperty('from');
    expect(searchOf('from=2026-12-01&to=2026-12-05').datesProblem).toBeNull();
  });

  it("says each rule's code as the refusal table's English on an English page", () => {
    expect(DATE_CODES.length).toBe(6);
    for (const code of DATE_CODES)
      expect(searchDatesProblemText(code, t), code).toBe(REFUSALS[code].en);
  });

  it("and as the table's Bangla on a Bangla page", async () => {
    await showBangla();
    for (const code of DATE_CODES)
      expect(searchDatesProblemText(code, t), code).toBe(REFUSALS[code].bn);
  });

  it("shows a code it does not know in the server's words", () => {
    expect(searchDatesProblemText('carSearchDates.tooFar', t, 'Too far ahead.')).toBe(
      'Too far ahead.',
    );
  });
});
