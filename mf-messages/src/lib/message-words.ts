// How the messages area writes what the API answers: a message's time and a booking's dates in
// the page's language (its digits, Bangladesh time), and a message's own check, which refuses what
// the API would with the same words (`message.textInvalid`, `message.textTooLong`).
import {
  formatDhakaDateTimeIn,
  formatNumberIn,
  localeOf,
  MESSAGE_TEXT_LIMITS,
  type Language,
} from '@carzone/domain';
import type { MessagesText } from '../locales/messages.ts';

/** When a message was sent: "05/12/2026, 14:30" in Bangladesh time, in the language's digits. */
export const messageTimeIn = (iso: string, language: Language): string =>
  formatDhakaDateTimeIn(iso, language);

/** A booking's days, "12–14 Dec" ("১২–১৪ ডিসে"); dates that cannot be read, as they came. */
export function bookingDatesIn(startDate: string, endDate: string, language: Language): string {
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    return `${startDate} – ${endDate}`;
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatRange(start, end);
}

/** A message's length as the API counts it: characters once trimmed. */
export const messageLength = (text: string): number => [...text.trim()].length;

/** From how many characters the form says how many are left. */
export const COUNTER_FROM = MESSAGE_TEXT_LIMITS.max - 200;

/** The refusal the API would answer `text` with, in its words; null when it would take it. */
export function messageTextRefusal(text: string): MessagesText | null {
  const length = messageLength(text);
  if (length < MESSAGE_TEXT_LIMITS.min) return 'Write a message: text of at least one character.';
  if (length > MESSAGE_TEXT_LIMITS.max) return 'A message can be at most 2,000 characters.';
  return null;
}

/** How many characters are left, in the language's digits (below zero when over). */
export const charactersLeftIn = (text: string, language: Language): string =>
  formatNumberIn(MESSAGE_TEXT_LIMITS.max - messageLength(text), language);
