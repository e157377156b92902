import type { Car } from '@carzone/domain';

/** The URL a car's card shows (its thumbnail when it has one). */
export const cardPhotoUrl = (car: Car): string => car.thumbnailUrl || car.imageUrl;

/**
 * Starts the download of the first card's photo, with high priority, as soon as the loader has
 * the list: it is the page's largest paint, and its download need not wait until React has
 * rendered the cards (the card's own <img> then takes the same download).
 */
export function preloadFirstCardPhoto(cars: readonly Car[]): void {
  const url = cars[0] && cardPhotoUrl(cars[0]);
  if (!url || typeof document === 'undefined') return;
  const already = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
    (link) => link.getAttribute('href') === url,
  );
  if (already) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
