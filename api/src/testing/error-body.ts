import { STATUS_CODES } from 'node:http';
import { expect } from 'vitest';
import { REFUSALS, type RefusalCode, type RefusalValues } from '@carzone/domain/refusals';
import { refusalMessage } from '../common/refusal.js';

/** Every code of the refusal table, and nothing else: an answer's code must be declared there. */
export const DECLARED_CODE = new RegExp(
  `^(?:${Object.keys(REFUSALS)
    .map((code) => code.replace(/[.]/g, '\\.'))
    .join('|')})$`,
);

/**
 * Any declared code, for the helpers that check whole error bodies; which code a refusal gets is
 * checked in common/refusals.test.ts and by the tests of the refusals a front end names (a
 * booking's overlap, a rate limit, a signed-out caller).
 */
export const anErrorCode = expect.stringMatching(DECLARED_CODE) as unknown;

/** A refusal's words in English, as an answer to a request with no language says them. */
export const said = (code: RefusalCode, values?: RefusalValues): string =>
  refusalMessage(code, 'en', values);

/**
 * A whole refusal as the API answers it: the status and its name, a declared code, the words, and
 * for a refused body or query each refused field's words.
 */
export const refusalBody = (
  statusCode: number,
  message: string,
  fields?: Readonly<Record<string, string>>,
) => ({
  statusCode,
  error: STATUS_CODES[statusCode],
  code: anErrorCode,
  message,
  ...(fields ? { fields: refusedFields(fields) } : {}),
});

/** Checks a refusal's whole body (whatever its error's name) and then its status. */
export async function expectRefusal(
  response: Response,
  status: number,
  message: string,
): Promise<void> {
  const body: unknown = await response.json();
  // As test-app's json(): an error's body without the request id it is checked to name.
  expect(response.status >= 400 ? withoutRequestId(body, response.headers) : body).toEqual({
    statusCode: status,
    error: expect.any(String) as unknown,
    code: anErrorCode,
    message,
  });
  expect(response.status).toBe(status);
}

/**
 * Checks that a refusal names this code and says its words in English, then its status; the rest
 * of its body is the one error shape, checked by expectRefusal and refusalBody where it matters.
 */
export async function expectRefusedWith(
  response: Response,
  status: number,
  code: RefusalCode,
  values?: RefusalValues,
): Promise<void> {
  const body: unknown = await response.json();
  expect(response.status >= 400 ? withoutRequestId(body, response.headers) : body).toMatchObject({
    statusCode: status,
    code,
    message: said(code, values),
  });
  expect(response.status).toBe(status);
}

/** A refused body's `fields` as the API answers them, from each field's English message. */
export function refusedFields(messages: Readonly<Record<string, string>>): unknown {
  return Object.fromEntries(
    Object.entries(messages).map(([field, message]) => [field, { code: anErrorCode, message }]),
  );
}

/**
 * An error body without its `requestId`, once that is checked to be the answer's X-Request-Id:
 * every error names its request, so a screenshot of it leads to the request's log lines.
 */
export function withoutRequestId(body: unknown, headers: Headers): unknown {
  expect(body, 'an error body').toMatchObject({ requestId: headers.get('x-request-id') });
  expect(headers.get('x-request-id')).toMatch(/^[\w.:-]{1,64}$/);
  const { requestId: _requestId, ...rest } = body as Record<string, unknown>;
  return rest;
}
