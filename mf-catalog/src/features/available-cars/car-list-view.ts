/** How the available cars are laid out; grid is the default. */
export const CAR_LIST_VIEWS = ['grid', 'list'] as const;
export type CarListView = (typeof CAR_LIST_VIEWS)[number];

export function isCarListView(value: string | null): value is CarListView {
  return (CAR_LIST_VIEWS as readonly (string | null)[]).includes(value);
}
