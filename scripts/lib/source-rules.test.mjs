import { describe, expect, it } from 'vitest';
import {
  citedHistory,
  historyInComments,
  isMeasuredSource,
  lengthProblems,
  lineComments,
  lineCount,
  MAX_LINES,
  scriptComments,
} from './source-rules.mjs';

// The citations below are built from parts, so this file's own text cites nothing.
const ISSUE = ['iss', 'ue'].join('');

describe('isMeasuredSource', () => {
  it('measures hand-written code, not tests, generated contracts or catalogs', () => {
    expect(isMeasuredSource('api/src/cars/cars.repository.ts')).toBe(true);
    expect(isMeasuredSource('mf-owner/src/components/car-listing-form.tsx')).toBe(true);
    expect(isMeasuredSource('scripts/fault-reviews.mjs')).toBe(true);
    expect(isMeasuredSource('shell/src/locales/messages.ts')).toBe(true);
    expect(isMeasuredSource('api/src/cars/cars.controller.test.ts')).toBe(false);
    expect(isMeasuredSource('e2e/tests/owner.spec.ts')).toBe(false);
    expect(isMeasuredSource('packages/web-kit/src/api/api-contract.generated.ts')).toBe(false);
    expect(isMeasuredSource('shell/src/locales/bn.ts')).toBe(false);
    expect(isMeasuredSource('shell/src/locales/catalogs.ts')).toBe(false);
    expect(isMeasuredSource('docs/architecture.md')).toBe(false);
  });
});

describe('lineCount', () => {
  it('counts lines as wc -l does, and a last line without its newline', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});

describe('lengthProblems', () => {
  const lists = {
    excepted: new Map([['api/src/seed/demo-cars.ts', 'seed data']]),
    overForNow: new Map([
      ['api/src/bookings/bookings.repository.ts', 'being split'],
      ['api/src/cars/cars.repository.ts', 'being split'],
    ]),
  };

  it('fails on a file over the limit that no list excepts', () => {
    const measured = [
      { file: 'api/src/seed/demo-cars.ts', lines: 658 },
      { file: 'api/src/bookings/bookings.repository.ts', lines: 678 },
      { file: 'api/src/cars/cars.repository.ts', lines: 300 },
      { file: 'api/src/cars/cars.service.ts', lines: MAX_LINES },
      { file: 'api/src/bookings/bookings.service.ts', lines: MAX_LINES + 1 },
    ];
    expect(lengthProblems(measured, lists)).toEqual({
      tooLong: [{ file: 'api/src/bookings/bookings.service.ts', lines: MAX_LINES + 1 }],
      shortEnough: ['api/src/cars/cars.repository.ts'],
    });
  });
});

describe('citedHistory', () => {
  it('finds an issue, a session or a stop by its number', () => {
    expect(citedHistory(`the trip's lines (${ISSUE} 36)`)).toBe(`${ISSUE} 36`);
    expect(citedHistory(`${ISSUE}s 35 and 36`)).toBe(`${ISSUE}s 35`);
    expect(citedHistory(`${ISSUE} #34 asks for it`)).toBe(`${ISSUE} #34`);
    expect(citedHistory('as asked in #34')).toBe('#34');
    expect(citedHistory('measured in the thirtieth session')).toBe('thirtieth session');
    expect(citedHistory('since the Twenty-Eighth Session')).toBe('Twenty-Eighth Session');
    expect(citedHistory('found at stop 55')).toBe('stop 55');
    expect(citedHistory('session 12 said so')).toBe('session 12');
  });

  it('leaves times, colours, anchors and the words alone', () => {
    for (const text of [
      'a session 5 days old is renewed',
      'stop 3 seconds after the last request',
      'the first session of a device',
      'colour #fff and #1a2b3c',
      'see docs/operations.md#booking-e-mails',
      'the issue is that the car is locked first',
      '&#39; is an apostrophe',
      'at most 30 sessions per account',
    ])
      expect(citedHistory(text), text).toBeNull();
  });
});

describe('scriptComments', () => {
  it("reads line, block and JSX comments, not strings, templates or a regular expression's text", () => {
    const source = [
      `const label = 'not a comment (${ISSUE} 1)'; // a line comment`,
      `const template = \`// nor this (${ISSUE} 2)\`;`,
      `const pattern = /\\/\\/ (${ISSUE} 3)/;`,
      '/**',
      ' * A block',
      ' */',
      'export const View = () => (',
      '  <div>',
      '    {/* in JSX */}',
      `    text // not a comment in JSX text (${ISSUE} 4)`,
      '  </div>',
      ');',
    ].join('\n');
    expect(scriptComments(source, 'view.tsx')).toEqual([
      { text: '// a line comment', line: 1 },
      { text: '/**\n * A block\n */', line: 4 },
      { text: '/* in JSX */', line: 9 },
    ]);
  });
});

describe('lineComments', () => {
  it("reads SQL's -- and the # of shell, YAML and nginx", () => {
    expect(lineComments('SELECT 1; -- why\n-- whole line', '--')).toEqual([
      { text: 'why', line: 1 },
      { text: 'whole line', line: 2 },
    ]);
    expect(lineComments('#!/bin/sh\nkey: value # why\n  # whole line', '#')).toEqual([
      { text: 'why', line: 2 },
      { text: 'whole line', line: 3 },
    ]);
  });
});

describe('historyInComments', () => {
  it('reports each comment that cites history, at the line that cites it', () => {
    const files = [
      {
        file: 'api/src/bookings/booking-changes.ts',
        text: [
          '/**',
          ' * Queues the mails in the same transaction.',
          ` * Added for ${ISSUE} 36.`,
          ' */',
          `const note = 'a string may say ${ISSUE} 36';`,
        ].join('\n'),
      },
      {
        file: 'api/drizzle/0009_blocks.sql',
        text: `-- the owner's blocks (${ISSUE} 35)\nSELECT 1;`,
      },
      { file: 'deploy/nginx.conf', text: 'gzip on; # kept since the ninth session' },
      { file: 'packages/domain/src/money.ts', text: '// Whole cents, so sums are exact.' },
    ];
    expect(historyInComments(files)).toEqual([
      { file: 'api/src/bookings/booking-changes.ts', line: 3, cited: `${ISSUE} 36` },
      { file: 'api/drizzle/0009_blocks.sql', line: 1, cited: `${ISSUE} 35` },
      { file: 'deploy/nginx.conf', line: 1, cited: 'ninth session' },
    ]);
  });
});
