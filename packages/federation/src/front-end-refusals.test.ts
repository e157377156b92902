// The front ends tell the API's refusals apart by their code (`ApiError.code`, `fieldCodes`), never
// by their words: the words change with the language and may be reworded (decision 009). The same
// goes for the domain's own checks the forms run before sending: they report a refusal's code
// (`validateContactMessage`, `validateCarListing`, `carSearchDatesProblem`…) and a front end puts
// the code in its own words; the domain's English (`*_MESSAGES`) is the refusal table's, never
// what a front end recognises a rule by.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the front ends', () => {
  const root = join(import.meta.dirname, '../../..');
  const frontEndFolders = [
    'shell/src',
    ...readdirSync(root)
      .filter((name) => name.startsWith('mf-'))
      .map((name) => `${name}/src`),
    'packages/ui/src',
    'packages/web-kit/src',
  ];
  const sources = frontEndFolders.flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(root, folder, file)),
  );

  it('tell refusals apart by code, never by their words', () => {
    expect(sources.length).toBeGreaterThan(50);
    const byWords = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          // An error's message compared with a text.
          /(?<!typeof\s[^=]*)\.message\s*[!=]==?|[!=]==?\s*\w+\.message\b/.test(line)
            ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(byWords).toEqual([]);
  });

  it("recognise the domain's rules by their refusal's code, never by their English", () => {
    const byEnglish = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const lines = text.split('\n');
      return domainWordsRecognisedIn(text).map(
        (line) => `${relative(root, file)}:${line}: ${lines[line - 1]!.trim()}`,
      );
    });
    expect(byEnglish).toEqual([]);
  });
});

describe("the scan for the domain's English", () => {
  it.each([
    'case CONTACT_MESSAGES.nameMissing:',
    'if (problem === PROFILE_PHOTO_MESSAGES.tooLong) {',
    'return CAR_LISTING_MESSAGES.priceMissing !== error;',
    'return (\n  error ===\n  CONTACT_MESSAGES.emailInvalid\n);',
    'switch (CONTACT_MESSAGES.nameMissing) {',
    'const KNOWN: readonly string[] = Object.values(CAR_SEARCH_DATE_MESSAGES);',
    'for (const [key, text] of Object.entries(PHOTO_MESSAGES)) {',
    'const AS_WRITTEN = [\n  CAR_LISTING_MESSAGES.carModelMissing,\n  PHOTO_MESSAGES.tooLarge,\n];',
    'new Map([\n  [\n    CAR_LISTING_MESSAGES.carModelTooLong,\n    { text: "…" },\n  ],\n]);',
    'const WORDS = { [PHOTO_MESSAGES.tooLarge]: "…" };',
    'if (KNOWN.includes(PHOTO_MESSAGES.notAPicture)) return;',
    'const words = DOMAIN_WORDS.get(CAR_LISTING_MESSAGES.brandTooLong);',
  ])('finds a rule recognised by its English: %j', (source) => {
    expect(domainWordsRecognisedIn(source)).toHaveLength(1);
  });

  it.each([
    'refusalOf={(day) => (day < today ? t(CAR_SEARCH_DATE_MESSAGES.fromInPast) : null)}',
    'showToast(\n  "warning",\n  t(\n    BOOKING_MESSAGES.bothDatesRequired,\n  ),\n);',
    'errors.maxPrice = CAR_LIST_MESSAGES.minAboveMax;',
    "case 'contact.nameMissing':",
    "if (code === 'profilePhoto.tooLong') {",
  ])('lets a rule be named by code, or its English be a catalog key: %j', (source) => {
    expect(domainWordsRecognisedIn(source)).toEqual([]);
  });
});

/**
 * Where a source recognises one of the domain's rules by its English (`CONTACT_MESSAGES.nameMissing`,
 * any `*_MESSAGES`), by line: switched on or compared with, listed (`Object.values`,
 * `Object.entries`, an array of them), used as a table's key (`[X_MESSAGES.y, …]`,
 * `{ [X_MESSAGES.y]: … }`) or looked up (`.includes(…)`, `.get(…)`…). Naming the English as a
 * catalog's key (`t(X_MESSAGES.y)`) is not recognising it. A statement may span lines.
 */
function domainWordsRecognisedIn(source: string): number[] {
  const constant = String.raw`\w+_MESSAGES`;
  const pattern = new RegExp(
    [
      String.raw`\bcase\s+${constant}\.`,
      String.raw`\bswitch\s*\(\s*${constant}\.`,
      String.raw`[!=]==?\s*${constant}\.`,
      String.raw`\b${constant}\.\w+\s*[!=]==?`,
      String.raw`\bObject\.(?:values|entries)\(\s*${constant}\b`,
      String.raw`\[\s*${constant}\.\w+\s*[,\]]`,
      String.raw`\.(?:includes|indexOf|get|has)\(\s*${constant}\.`,
    ].join('|'),
    'g',
  );
  return [...source.matchAll(pattern)].map((match) => {
    const at = match.index + match[0].search(/\w+_MESSAGES/);
    return source.slice(0, at).split('\n').length;
  });
}
