import { asciiDigitsOf, parseTypedDate } from '@carzone/domain';

/**
 * A day typed into a date field, as YYYY-MM-DD, or null: dd/mm/yyyy (or d/m/yyyy) in Latin
 * digits, or in a language's own as the field shows a day in it (০৫/১২/২০২৬ in Bangla).
 */
export const readTypedDate = (text: string): string | null => parseTypedDate(asciiDigitsOf(text));
