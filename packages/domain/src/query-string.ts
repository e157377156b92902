/** A query parameter's value; left out when undefined or empty. */
export type QueryValue = string | number | undefined;

/**
 * `?name=value&…` in the order given, each value percent-encoded as encodeURIComponent does
 * (a space as %20, never +): the one way an API address is written, so the page's preloads and
 * its own calls name the same address and the browser fetches it once. '' when none is left.
 */
export function queryString(values: Readonly<Record<string, QueryValue>>): string {
  const text = Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return text ? `?${text}` : '';
}
