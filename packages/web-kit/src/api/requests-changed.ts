// The owner's waiting requests are counted in the shell's nav and answered in the owner area: an
// answer there tells the nav here, on the page's own window, without the two units knowing each
// other.

const REQUESTS_CHANGED = 'carzone:requests-changed';

/** Says that a request was answered (or a new one may be waiting): the nav counts them again. */
export function announceRequestsChanged(): void {
  window.dispatchEvent(new Event(REQUESTS_CHANGED));
}

/** Calls `listener` whenever requests change; answers the function that stops it. */
export function onRequestsChanged(listener: () => void): () => void {
  window.addEventListener(REQUESTS_CHANGED, listener);
  return () => window.removeEventListener(REQUESTS_CHANGED, listener);
}
