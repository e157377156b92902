// Contact details hidden in messages between a renter and a car's owner written before the renter
// has a Confirmed booking of the car: mobile numbers, e-mail addresses, and links or names of
// chat apps that would take the talk (and the payment) off CarZone. The API keeps each message's
// original for staff; both sides read the text this returns. A pure function of the text, shared
// by the API and the front ends.
//
// What is hidden, and why so:
// - A mobile number is 01, an operator digit 3–9 and 8 digits (phone-numbers.ts), with 88, +88,
//   +880 or 0088 before it, in ASCII, Bangla or mixed digits, its digits split by spaces, dots,
//   commas, dashes or brackets however the writer likes ("0 1 7 1 2…" too). It must begin and end
//   where a group of digits does, so dates ("01-12-2026"), prices, times and road numbers, whose
//   digits never make 11 of that shape, stay; `/` and `:` split numbers, as dates and times use them.
// - An e-mail address, plain or spelled out ("rahim at gmail dot com", "rahim[at]gmail[dot]com").
// - A chat link (wa.me/…, t.me/…, m.me/…, api.whatsapp.com, facebook.com/messages…), and an
//   app's name (WhatsApp, Telegram, Viber, Messenger, imo, in English or Bangla letters) with what
//   follows it as the way to reach someone: "WhatsApp me on 017…", "telegram: @rahim_cars". The
//   name goes too: "add me on WhatsApp" alone already asks to leave. "imo" is also "in my opinion",
//   so it goes only when its words make it the app ("on imo", "imo te", "imo number") or a
//   number or handle follows it.
// - A handle (@name) only beside an app's name: "@Gulshan gate" is a place.
// The words put in their place are in the language most of the message's remaining letters are
// in (its whole text's when none remain): Bengali letters against Latin ones, digits not counted,
// as Bangla writers type either digits. So a Bangla sentence around an e-mail address reads
// Bangla, Banglish ("bhai, call koren") English, and a bare number English.

import { asciiDigitsOf } from './language.js';

/** The words put where contact details were, in the message's own script. */
export const HIDDEN_CONTACT = { en: '[number hidden]', bn: '[নম্বর লুকানো]' } as const;

/**
 * What a found piece is: a contact detail on its own; an app's name; an "imo" that is the app
 * only beside a contact detail; a handle that is one only beside an app's name.
 */
type Kind = 'contact' | 'app' | 'maybeApp' | 'handle';

interface Piece {
  start: number;
  end: number;
  kind: Kind;
}

/** What may stand between the digits of one number. */
const DIGIT_SEPARATOR = /[\s.,_+()\u2010-\u2015\u2212-]/;

/** A mobile number's digits with any country code: 88, 880, 0088, 00880, or none. */
const MOBILE_DIGITS = /^(?:(?:00)?880?)?01[3-9]\d{8}$/;
const MOBILE_LENGTHS = [16, 15, 14, 13, 11];

/** Every mobile number in the text; `ascii` is the text with ASCII digits (same positions). */
function mobileNumbers(text: string, ascii: string): Piece[] {
  const pieces: Piece[] = [];
  let digits = '';
  let positions: number[] = [];
  for (let index = 0; index <= ascii.length; index++) {
    const char = ascii[index];
    if (char !== undefined && char >= '0' && char <= '9') {
      digits += char;
      positions.push(index);
    } else if (char === undefined || !DIGIT_SEPARATOR.test(char)) {
      pieces.push(...mobileNumbersInRun(text, digits, positions));
      digits = '';
      positions = [];
    }
  }
  return pieces;
}

/** The numbers among one run of digits and separators, each from a group's start to a group's end. */
function mobileNumbersInRun(text: string, digits: string, positions: number[]): Piece[] {
  const startsGroup = (at: number) => at === 0 || positions[at - 1]! !== positions[at]! - 1;
  const endsGroup = (at: number) => at === digits.length - 1 || startsGroup(at + 1);
  const pieces: Piece[] = [];
  let first = 0;
  while (first < digits.length) {
    const length = startsGroup(first)
      ? MOBILE_LENGTHS.find(
          (candidate) =>
            first + candidate <= digits.length &&
            endsGroup(first + candidate - 1) &&
            MOBILE_DIGITS.test(digits.slice(first, first + candidate)),
        )
      : undefined;
    if (length === undefined) {
      first++;
      continue;
    }
    pieces.push(withItsMarks(text, positions[first]!, positions[first + length - 1]! + 1));
    first += length;
  }
  return pieces;
}

/** A number's span with the + before it and the bracket that closes one left open ("(+88) 017…"). */
function withItsMarks(text: string, start: number, end: number): Piece {
  while (text[start - 1] === '+') start--;
  const count = (bracket: string) => text.slice(start, end).split(bracket).length - 1;
  const opened = text[start - 1] === '(';
  const closed = text[end] === ')';
  if (opened && (closed || count(')') > count('('))) start--;
  if (closed && (opened || count('(') > count(')'))) end++;
  return { start, end, kind: 'contact' };
}

const EMAIL = /[a-z0-9][\w.%+-]*\s?@\s?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi;

/** "at" and "dot" spelled out or bracketed, so only before a usual ending ("dot com"). */
const SPELLED_EMAIL = new RegExp(
  String.raw`\b[a-z0-9][\w.%+-]*` +
    String.raw`(?:\s*[[({<]\s*(?:at|@)\s*[\])}>]\s*|\s+at\s+|\s*@\s*)` +
    String.raw`[a-z0-9-]+(?:(?:\s*[[({<]\s*dot\s*[\])}>]\s*|\s+dot\s+|\.)[a-z0-9-]+)*?` +
    String.raw`(?:\s*[[({<]\s*dot\s*[\])}>]\s*|\s+dot\s+|\.)(?:com|net|org|info|io|bd|edu|xyz)\b`,
  'gi',
);

/** Links that open a chat elsewhere, with their whole path ("wa.me/8801712345678?text=hi"). */
const CHAT_LINK = new RegExp(
  String.raw`\b(?:https?:\/\/)?(?:www\.)?` +
    String.raw`(?:wa\.me|wa\.link|(?:api\.|web\.|chat\.)?whatsapp\.com|t\.me|telegram\.(?:me|dog)` +
    String.raw`|m\.me|messenger\.com|(?:facebook|fb)\.com\/messages|imo\.im|(?:invite\.)?viber\.com)\b` +
    String.raw`(?:[/?#]\S*)?|\b(?:whatsapp|viber|tg|fb-messenger|imo):\/\/\S*`,
  'gi',
);

/** An app's name, and "me"/"us" when it is the verb ("WhatsApp me"). */
const APP_NAME =
  /\b(?:wh?att?s\s?app?|telegram|viber|(?:(?:fb|facebook)\s?)?messenger)\b(?:\s+(?:me|us)\b)?/gi;

const IMO = /\bimo\b/gi;
/** Words before "imo" that make it the app: "on imo", "my imo", "call on imo", "WhatsApp/imo". */
const IMO_APP_BEFORE =
  /(?:(?:^|[^a-z])(?:on|in|via|or|my|your|add|call|text|msg|message|knock|nock)\s+|[/&]\s*)$/i;
/** Words after "imo" that make it the app: "imo te", "imo number", "imo id", "imo তে". */
const IMO_APP_AFTER =
  /^\s*(?:(?:te|e|number|num|no|id|account|call)(?![a-z])|তে|এ(?![\u0980-\u09FF]))/i;

/** Bengali letters, signs and marks: everything in U+0980–U+09FF but the digits. */
const BENGALI_LETTER = /[\u0980-\u09E5\u09F0-\u09FF]/;
const BENGALI_LETTERS = /[\u0980-\u09E5\u09F0-\u09FF]/g;
const LATIN_LETTERS = /[a-z]/gi;

/**
 * The apps' names in Bangla letters (য় typed as one letter or as য with a nukta), each with the
 * rest of its word ("হোয়াটসঅ্যাপে", "টেলিগ্রামের"). ইমো takes only its case endings: ইমোশন is
 * "emotion".
 */
const BANGLA_APP_NAME = new RegExp(
  '(?:(?:হো|ও)(?:\u09DF|\u09AF\u09BC)া[টড]স\\s?(?:অ্যা|আ|এ|্যা|া)প|টেলিগ্রাম|ভাইবার|(?:মে|ম্যা)সেঞ্জার)' +
    '[\u0980-\u09E5\u09F0-\u09FF]*' +
    '|ইমো(?:তে|র|এ|\u09DF|\u09AF\u09BC|ে)?(?![\u0980-\u09E5\u09F0-\u09FF])',
  'g',
);

const HANDLE = /@[a-z][\w.]{1,30}\w/gi;

/** What may stand between an app's name and its number or handle: "WhatsApp number: 017…". */
const CONNECTING_WORDS = new Set([
  ...['me', 'us', 'on', 'in', 'at', 'via', 'or', 'and', 'is', 'my', 'id', 'no', 'number'],
  ...['num', 'nambar', 'username', 'user', 'handle', 'account', 'e', 'te', 'a'],
  ...['এ', 'তে', 'বা', 'ও', 'অথবা', 'নম্বর', 'নাম্বার', 'নং', 'আইডি', 'আমার'],
]);

function connects(gap: string): boolean {
  return (
    gap.length <= 30 &&
    gap
      .split(/[\s:=\-–—/&,.|()।]+/)
      .filter(Boolean)
      .every((word) => CONNECTING_WORDS.has(word.toLowerCase()))
  );
}

function matchesOf(pattern: RegExp, text: string, kind: Kind): Piece[] {
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    kind,
  }));
}

/** A link without the sentence's punctuation after it ("…wa.me/8801712345678."). */
function chatLinks(text: string): Piece[] {
  return matchesOf(CHAT_LINK, text, 'contact').map((piece) => {
    const trailing = /[.,!?;:'")\]।]+$/.exec(text.slice(piece.start, piece.end));
    return trailing ? { ...piece, end: piece.end - trailing[0].length } : piece;
  });
}

function imoMentions(text: string): Piece[] {
  return matchesOf(IMO, text, 'maybeApp').map((piece) => {
    const before = text.slice(Math.max(0, piece.start - 16), piece.start);
    const after = text.slice(piece.end, piece.end + 16);
    const surelyApp = IMO_APP_BEFORE.test(before) || IMO_APP_AFTER.test(after);
    return surelyApp ? { ...piece, kind: 'app' as const } : piece;
  });
}

/** Bangla names not inside a longer word (the pattern's own end already checks after it). */
function banglaAppNames(text: string): Piece[] {
  return matchesOf(BANGLA_APP_NAME, text, 'app').filter(
    (piece) => !BENGALI_LETTER.test(text[piece.start - 1] ?? ''),
  );
}

/** Handles not inside an e-mail address ("rahim@gmail.com" is no handle "@gmail"). */
function handles(text: string): Piece[] {
  return matchesOf(HANDLE, text, 'handle').filter(
    (piece) => !/\w/.test(text[piece.start - 1] ?? ''),
  );
}

interface Hidden {
  start: number;
  end: number;
  kinds: Set<Kind>;
}

/**
 * The spans to hide: overlapping pieces as one, an app's name with what its connecting words tie
 * to it; an "imo" or a handle on its own stays.
 */
function hiddenSpans(text: string, pieces: Piece[]): Hidden[] {
  const spans: Hidden[] = [];
  const appish = (kinds: Set<Kind>) => kinds.has('app') || kinds.has('maybeApp');
  for (const piece of [...pieces].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = spans.at(-1);
    const tied =
      last !== undefined &&
      (piece.start <= last.end ||
        ((appish(last.kinds) || appish(new Set([piece.kind]))) &&
          connects(text.slice(last.end, piece.start))));
    if (tied) {
      last.end = Math.max(last.end, piece.end);
      last.kinds.add(piece.kind);
    } else spans.push({ start: piece.start, end: piece.end, kinds: new Set([piece.kind]) });
  }
  return spans.filter(
    ({ kinds }) =>
      kinds.has('contact') || kinds.has('app') || (kinds.has('handle') && kinds.has('maybeApp')),
  );
}

/**
 * Bangla when the letters left are mostly Bengali ones, English otherwise; when every letter was
 * hidden ("টেলিগ্রাম আইডি @rahim_cars" has none left), the whole message's letters decide.
 */
function languageOfRest(text: string, hidden: Hidden[]): keyof typeof HIDDEN_CONTACT {
  let rest = '';
  let from = 0;
  for (const { start, end } of hidden) {
    rest += text.slice(from, start);
    from = end;
  }
  rest += text.slice(from);
  const letters = (part: string) => ({
    bengali: part.match(BENGALI_LETTERS)?.length ?? 0,
    latin: part.match(LATIN_LETTERS)?.length ?? 0,
  });
  const left = letters(rest);
  const { bengali, latin } = left.bengali + left.latin > 0 ? left : letters(text);
  return bengali > 0 && bengali >= latin ? 'bn' : 'en';
}

/** The message with every contact detail replaced, and whether any was. */
export function hideContactDetails(text: string): { text: string; masked: boolean } {
  const pieces = [
    ...mobileNumbers(text, asciiDigitsOf(text)),
    ...matchesOf(EMAIL, text, 'contact'),
    ...matchesOf(SPELLED_EMAIL, text, 'contact'),
    ...chatLinks(text),
    ...matchesOf(APP_NAME, text, 'app'),
    ...imoMentions(text),
    ...banglaAppNames(text),
    ...handles(text),
  ];
  const hidden = hiddenSpans(text, pieces);
  if (hidden.length === 0) return { text, masked: false };
  const words = HIDDEN_CONTACT[languageOfRest(text, hidden)];
  let masked = '';
  let from = 0;
  for (const { start, end } of hidden) {
    masked += text.slice(from, start) + words;
    from = end;
  }
  return { text: masked + text.slice(from), masked: true };
}
