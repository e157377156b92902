import { CAR_SORTS, isCarSort, type CarSort } from '@carzone/domain';
import type { OwnerText } from '../../locales/messages.ts';

/**
 * My Cars' sorts as its select words them ("Date Added Oldest First", where /available says "Oldest
 * First"), in English: translated where they are shown.
 */
export const MY_CARS_SORTS: Record<CarSort, OwnerText> = {
  ...CAR_SORTS,
  oldest: 'Date Added Oldest First',
};

/** The select's value for "Sort By": no sort, the server's order (newest first). */
export const SERVER_ORDER = '';

export function sortOfSelectValue(value: string): CarSort | null {
  return isCarSort(value) ? value : null;
}
