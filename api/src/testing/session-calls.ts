// Requests as the browser sends them (a JSON body, the signed-in user's session cookie), and the
// calendar days the booking tests count from Dhaka's today.
import { dhakaToday } from '@carzone/domain';
import type { EmulatorUser } from './auth-helpers.js';
import type { TestApp } from './test-app.js';

/** A user signed up in the Auth emulator, with the API's session cookie. */
export type SignedInUser = EmulatorUser & { cookie: string };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the API as `as` (anonymous without it). An object body is sent as JSON; a string body is
 * sent as it is, as JSON, so a test can send what no JSON encoder would.
 */
export function callApi(
  api: TestApp,
  method: Method,
  path: string,
  { as, body }: { as?: SignedInUser; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (as) headers.cookie = as.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return api.fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Dhaka's today plus `n` days (minus, for a negative `n`), as YYYY-MM-DD. */
export function dhakaDay(n: number): string {
  const date = new Date(`${dhakaToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
