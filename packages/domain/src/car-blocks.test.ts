import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookedRange } from './booking.js';
import {
  CAR_BLOCK_LIMITS,
  CAR_BLOCK_MESSAGES,
  carBlockDatesProblem,
  joinTakenRanges,
} from './car-blocks.js';
import { REFUSALS, type RefusalCode } from './refusals.js';

const TODAY = '2026-11-28';
const block = (startDate: string, endDate: string) => ({ startDate, endDate });
const range = (startDate: string, endDate: string): BookedRange => ({ startDate, endDate });

afterEach(() => {
  vi.useRealTimers();
});

describe('CAR_BLOCK_LIMITS', () => {
  it('lets a block hold 366 nights and a note of 200 characters', () => {
    expect(CAR_BLOCK_LIMITS).toEqual({ note: 200, nights: 366 });
  });
});

describe('carBlockDatesProblem', () => {
  it('accepts a block from today or later whose end is after its start', () => {
    expect(carBlockDatesProblem(block('2026-11-28', '2026-11-29'), TODAY)).toBe(null);
    expect(carBlockDatesProblem(block('2026-11-29', '2026-12-05'), TODAY)).toBe(null);
    expect(carBlockDatesProblem(block('2026-12-31', '2027-01-01'), TODAY)).toBe(null);
  });

  it('refuses dates that are not real calendar dates written YYYY-MM-DD, on either side', () => {
    for (const [start, end] of [
      ['2026-02-30', '2026-03-02'],
      ['2026-12-01', '2026-11-31'],
      ['2027-02-29', '2027-03-01'],
      ['2026-1-5', '2026-01-06'],
      ['2026-12-01', '2026-12-5'],
      ['01/12/2026', '2026-12-05'],
      ['2026-12-01', '2026-12-05T00:00:00Z'],
      ['', '2026-12-05'],
      ['2026-12-01', ''],
      [' 2026-12-01', '2026-12-05'],
    ] as const)
      expect(carBlockDatesProblem(block(start, end), TODAY), `${start} → ${end}`).toBe('notADate');
  });

  it('accepts a leap day', () => {
    expect(carBlockDatesProblem(block('2028-02-29', '2028-03-01'), TODAY)).toBe(null);
  });

  it('refuses a start before today, accepting today itself', () => {
    expect(carBlockDatesProblem(block('2026-11-27', '2026-11-30'), TODAY)).toBe('startInPast');
    expect(carBlockDatesProblem(block('2025-12-31', '2026-12-31'), TODAY)).toBe('startInPast');
    expect(carBlockDatesProblem(block('2026-11-28', '2026-11-30'), TODAY)).toBe(null);
  });

  it('refuses an end that is not after the start', () => {
    expect(carBlockDatesProblem(block('2026-12-01', '2026-12-01'), TODAY)).toBe('endNotAfterStart');
    expect(carBlockDatesProblem(block('2026-12-02', '2026-12-01'), TODAY)).toBe('endNotAfterStart');
    expect(carBlockDatesProblem(block('2026-11-28', '2026-11-28'), TODAY)).toBe('endNotAfterStart');
  });

  it('refuses more than 366 nights and accepts exactly 366', () => {
    // 2026-11-28 → 2027-11-28 is 365 nights (no leap day between).
    expect(carBlockDatesProblem(block('2026-11-28', '2027-11-28'), TODAY)).toBe(null);
    expect(carBlockDatesProblem(block('2026-11-28', '2027-11-29'), TODAY)).toBe(null);
    expect(carBlockDatesProblem(block('2026-11-28', '2027-11-30'), TODAY)).toBe('tooLong');
    expect(carBlockDatesProblem(block('2026-11-28', '2036-11-28'), TODAY)).toBe('tooLong');
    // Over 29 February 2028, a calendar year is itself 366 nights.
    expect(carBlockDatesProblem(block('2027-12-01', '2028-12-01'), TODAY)).toBe(null);
    expect(carBlockDatesProblem(block('2027-12-01', '2028-12-02'), TODAY)).toBe('tooLong');
  });

  it('says the first problem: not a date, then a past start, then the order, then the length', () => {
    // Not a date, with a start in the past.
    expect(carBlockDatesProblem(block('2020-02-30', '2020-01-01'), TODAY)).toBe('notADate');
    // A past start whose end is also not after it.
    expect(carBlockDatesProblem(block('2026-11-20', '2026-11-10'), TODAY)).toBe('startInPast');
    // A past start held far too long.
    expect(carBlockDatesProblem(block('2026-11-27', '2030-01-01'), TODAY)).toBe('startInPast');
  });

  it("takes today as Dhaka's when not given: at 18:00Z the 28th is already past there", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 17:59Z is 23:59 on the 28th in Dhaka.
    vi.setSystemTime(new Date('2026-11-28T17:59:00Z'));
    expect(carBlockDatesProblem(block('2026-11-28', '2026-11-29'))).toBe(null);
    // 18:00Z is 00:00 on the 29th in Dhaka, while UTC is still on the 28th.
    vi.setSystemTime(new Date('2026-11-28T18:00:00Z'));
    expect(carBlockDatesProblem(block('2026-11-28', '2026-11-30'))).toBe('startInPast');
    expect(carBlockDatesProblem(block('2026-11-29', '2026-11-30'))).toBe(null);
  });
});

describe('joinTakenRanges', () => {
  it('gives nothing for nothing', () => {
    expect(joinTakenRanges([])).toEqual([]);
  });

  it('keeps apart ranges with a free night between them, sorted by start', () => {
    expect(
      joinTakenRanges([range('2026-12-10', '2026-12-12'), range('2026-12-01', '2026-12-03')]),
    ).toEqual([range('2026-12-01', '2026-12-03'), range('2026-12-10', '2026-12-12')]);
    // The 3rd is free: [1, 3) and [4, 6) do not touch.
    expect(
      joinTakenRanges([range('2026-12-01', '2026-12-03'), range('2026-12-04', '2026-12-06')]),
    ).toEqual([range('2026-12-01', '2026-12-03'), range('2026-12-04', '2026-12-06')]);
  });

  it('joins ranges that touch, one ending the day the next starts', () => {
    expect(
      joinTakenRanges([range('2026-12-01', '2026-12-03'), range('2026-12-03', '2026-12-05')]),
    ).toEqual([range('2026-12-01', '2026-12-05')]);
  });

  it('joins ranges that overlap', () => {
    expect(
      joinTakenRanges([range('2026-12-01', '2026-12-05'), range('2026-12-03', '2026-12-08')]),
    ).toEqual([range('2026-12-01', '2026-12-08')]);
  });

  it('lets a range inside another disappear into it', () => {
    expect(
      joinTakenRanges([range('2026-12-01', '2026-12-10'), range('2026-12-03', '2026-12-05')]),
    ).toEqual([range('2026-12-01', '2026-12-10')]);
    // Sharing its start, or its end, or both.
    expect(
      joinTakenRanges([range('2026-12-01', '2026-12-10'), range('2026-12-01', '2026-12-04')]),
    ).toEqual([range('2026-12-01', '2026-12-10')]);
    expect(
      joinTakenRanges([range('2026-12-01', '2026-12-10'), range('2026-12-06', '2026-12-10')]),
    ).toEqual([range('2026-12-01', '2026-12-10')]);
    expect(
      joinTakenRanges([range('2026-12-01', '2026-12-10'), range('2026-12-01', '2026-12-10')]),
    ).toEqual([range('2026-12-01', '2026-12-10')]);
  });

  it('does not shorten a joined range when a later one inside it ends earlier', () => {
    expect(
      joinTakenRanges([
        range('2026-12-01', '2026-12-20'),
        range('2026-12-05', '2026-12-07'),
        range('2026-12-19', '2026-12-22'),
      ]),
    ).toEqual([range('2026-12-01', '2026-12-22')]);
  });

  it('sorts unsorted ranges before joining them, a chain of them into one', () => {
    expect(
      joinTakenRanges([
        range('2027-01-05', '2027-01-09'),
        range('2026-12-30', '2027-01-02'),
        range('2026-12-20', '2026-12-22'),
        range('2027-01-02', '2027-01-05'),
        range('2026-12-01', '2026-12-03'),
        range('2026-12-21', '2026-12-25'),
      ]),
    ).toEqual([
      range('2026-12-01', '2026-12-03'),
      range('2026-12-20', '2026-12-25'),
      range('2026-12-30', '2027-01-09'),
    ]);
  });

  it('keeps one range as it is, as a copy', () => {
    const only = range('2026-12-01', '2026-12-03');
    const joined = joinTakenRanges([only]);
    expect(joined).toEqual([range('2026-12-01', '2026-12-03')]);
    expect(joined[0]).not.toBe(only);
  });

  it('changes neither the list it is given nor its ranges, now or later', () => {
    const ranges = [
      range('2026-12-03', '2026-12-08'),
      range('2026-12-01', '2026-12-05'),
      range('2026-12-10', '2026-12-12'),
    ];
    const before = ranges.map((r) => ({ ...r }));
    const joined = joinTakenRanges(Object.freeze(ranges.map((r) => Object.freeze({ ...r }))));
    expect(joined).toEqual([range('2026-12-01', '2026-12-08'), range('2026-12-10', '2026-12-12')]);

    const unfrozen = joinTakenRanges(ranges);
    expect(unfrozen).toEqual(joined);
    expect(ranges).toEqual(before);
    // What it answers is its own: changing it leaves the input as it was.
    unfrozen[0]!.endDate = '2026-12-31';
    expect(ranges).toEqual(before);
  });
});

describe('the block refusals', () => {
  it('say their limits in their English', () => {
    expect(CAR_BLOCK_MESSAGES.tooLong).toBe(
      'A block can hold at most 366 days: block a long time in several parts.',
    );
    expect(CAR_BLOCK_MESSAGES.noteTooLong).toBe('The note can be at most 200 characters long.');
  });

  it("are in the refusal table, the English the module's own text, the Bangla its own", () => {
    for (const [rule, english] of Object.entries(CAR_BLOCK_MESSAGES)) {
      const code = `carBlock.${rule}` as RefusalCode;
      expect(REFUSALS[code], code).toBeDefined();
      expect(REFUSALS[code].en, code).toBe(english);
      expect(REFUSALS[code].bn.trim(), code).not.toBe('');
      expect(REFUSALS[code].bn, code).not.toBe(english);
    }
  });

  it('have no other code but the block id’s, which has Bangla words of its own too', () => {
    const codes = Object.keys(REFUSALS).filter((code) => code.startsWith('carBlock.'));
    expect(codes.sort()).toEqual(
      [
        ...Object.keys(CAR_BLOCK_MESSAGES).map((rule) => `carBlock.${rule}`),
        'carBlock.idInvalid',
      ].sort(),
    );
    expect(REFUSALS['carBlock.idInvalid'].bn.trim()).not.toBe('');
    expect(REFUSALS['carBlock.idInvalid'].bn).not.toBe(REFUSALS['carBlock.idInvalid'].en);
  });

  it('keep the dates placeholder in the Bangla', () => {
    expect(REFUSALS['carBlock.overBooking'].bn).toContain('{dates}');
    expect(REFUSALS['carBlock.overBlock'].bn).toContain('{dates}');
  });

  it('give each problem of a block’s dates a refusal', () => {
    for (const problem of ['notADate', 'startInPast', 'endNotAfterStart', 'tooLong'] as const)
      expect(REFUSALS[`carBlock.${problem}`].en).toBe(CAR_BLOCK_MESSAGES[problem]);
  });
});
