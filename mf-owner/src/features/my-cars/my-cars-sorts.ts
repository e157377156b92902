import { CAR_SORTS, isCarSort, type CarSort } from '@carzone/domain';

/** My Cars' sorts as its select words them ("Date Added Oldest First", where /available says "Oldest First"). */
export const MY_CARS_SORTS: Record<CarSort, string> = {
  ...CAR_SORTS,
  oldest: 'Date Added Oldest First',
};

/** The select's value for "Sort By": no sort, the server's order (newest first). */
export const SERVER_ORDER = '';

export function sortOfSelectValue(value: string): CarSort | null {
  return isCarSort(value) ? value : null;
}
