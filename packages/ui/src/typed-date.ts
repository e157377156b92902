import { parseTypedDate } from '@carzone/domain';

/** Bengali digits (০–৯) as the Latin ones the date rules read. */
const latinDigits = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - '০'.charCodeAt(0)));

/**
 * A day typed into a date field, as YYYY-MM-DD, or null: dd/mm/yyyy (or d/m/yyyy) in Latin
 * digits, or in Bengali ones as the field shows a day in Bangla (০৫/১২/২০২৬).
 */
export const readTypedDate = (text: string): string | null => parseTypedDate(latinDigits(text));
