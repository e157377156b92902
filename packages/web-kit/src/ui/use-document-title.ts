import { useEffect } from 'react';

export const PRODUCT_NAME = 'CarZone';

export function pageTitle(page: string): string {
  return `${page} | ${PRODUCT_NAME}`;
}

/** Sets the tab title to "<Page> | CarZone" while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
