import { vi } from 'vitest';

/** Answers every API call with `body` and `status`, as the server would; returns the spy. */
export function stubApi(body: unknown, status = 200) {
  const fetchSpy = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

/** Makes every API call fail as if the network were down. */
export function stubApiDown() {
  const fetchSpy = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}
