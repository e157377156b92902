import { drivingLicenceProblems } from '@carzone/domain';
import { REFUSALS } from '@carzone/domain/refusals';
import { showBangla } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import { licenceProblemText, type LicenceFieldRefusalCode } from './licence-words.ts';

const CODES: readonly LicenceFieldRefusalCode[] = [
  'licence.numberInvalid',
  'licence.expiresOnInvalid',
  'licence.expired',
  'licence.expiresTooFar',
];
const NOW = new Date('2026-12-01T06:00:00Z');

describe('licenceProblemText', () => {
  it("finds each rule the form shows among the domain's refusals", () => {
    expect(drivingLicenceProblems({ number: 'DK1', expiresOn: 'soon' }, NOW)).toEqual({
      number: 'licence.numberInvalid',
      expiresOn: 'licence.expiresOnInvalid',
    });
    expect(drivingLicenceProblems({ expiresOn: '2026-11-30' }, NOW).expiresOn).toBe(
      'licence.expired',
    );
    expect(drivingLicenceProblems({ expiresOn: '2036-12-02' }, NOW).expiresOn).toBe(
      'licence.expiresTooFar',
    );
  });

  it("says each rule as the refusal table's English on an English page", () => {
    for (const code of CODES) expect(licenceProblemText(code)).toBe(REFUSALS[code].en);
  });

  it("and as the table's Bangla on a Bangla page, the limits in Bengali digits", async () => {
    await showBangla();
    for (const code of CODES) expect(licenceProblemText(code)).toBe(REFUSALS[code].bn);
    expect(licenceProblemText('licence.numberInvalid')).toContain('৫ থেকে ২০টি');
  });

  it('has no words of its own for a refusal the form never finds', () => {
    expect(licenceProblemText('licence.photoNotYours')).toBeNull();
  });
});
