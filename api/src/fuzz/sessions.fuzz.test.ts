// POST /api/jwt and POST /api/logout under generated bad input: every case refused in the one
// error shape with no cookie set, and a bad sign-out from a real user ends nothing.
import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import { craftIdToken, plainProfileOf, signedInUser } from '../testing/auth-helpers.js';
import type { SignedInUser } from '../testing/session-calls.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import {
  type BadRequest,
  anyText,
  asBrokenFieldsBody,
  asJson,
  asUnknownFieldBody,
  badJsonEnvelope,
  entriesText,
  fieldMutation,
  notASession,
  notTextNorNull,
  textOfLength,
  withBrokenFields,
  withUnknownKeys,
} from './arbitraries.js';
import { itRefusesEveryCase } from './refusals.js';

const TOKEN_LIMIT = 8192;
const EMAIL_LIMIT = 320;

let api: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  user = await signedInUser(api, 'Fuzzed Sessions');
});
afterAll(() => api?.close());

const now = () => Math.floor(Date.now() / 1000);

/**
 * ID tokens the emulator itself refuses. It does not check signatures, so a well-formed token
 * with right claims would be a valid sign-in: each crafted one breaks a claim it does check.
 */
const refusedIdToken: fc.Arbitrary<string> = fc.oneof(
  anyText(60).filter((token) => token !== ''),
  fc
    .array(fc.base64String({ maxLength: 200 }), { minLength: 1, maxLength: 5 })
    .map((parts) => parts.join('.')),
  fc
    .integer({ min: 60, max: 10 * 365 * 24 * 3600 })
    .map((ago) =>
      craftIdToken({ iat: now() - ago - 3600, auth_time: now() - ago - 3600, exp: now() - ago }),
    ),
  anyText(30).map((project) =>
    craftIdToken({ aud: `not-${project}`, iss: `https://securetoken.google.com/not-${project}` }),
  ),
  anyText(30).map((issuer) => craftIdToken({ iss: `https://evil.example/${issuer}` })),
  fc.constantFrom('', 'x'.repeat(129)).map((sub) => craftIdToken({ sub, user_id: sub })),
  // Well formed, but with no e-mail, which CarZone needs.
  fc.constant(null).map(() => craftIdToken({ email: undefined })),
);

const SIGN_IN_FIELDS = ['idToken', 'email'];
const A_SIGN_IN = [['idToken', 'not.a.token']] as const;

const badSignIns: fc.Arbitrary<BadRequest> = fc
  .oneof(
    {
      weight: 3,
      arbitrary: refusedIdToken.map((idToken) =>
        asJson('refused token', entriesText([['idToken', idToken]])),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(anyText(40), fc.emailAddress())
        .map((email) => asJson('e-mail without token', entriesText([['email', email]]))),
    },
    {
      weight: 3,
      arbitrary: withBrokenFields(
        [
          ['idToken', 'not.a.token'],
          ['email', 'someone@carzone.test'],
        ],
        {
          idToken: fc.oneof(
            fieldMutation.setTo(notTextNorNull),
            fieldMutation.setTo(textOfLength(TOKEN_LIMIT + 1, TOKEN_LIMIT + 500)),
          ),
          email: fc.oneof(
            fieldMutation.setTo(notTextNorNull),
            fieldMutation.setTo(textOfLength(EMAIL_LIMIT + 1, EMAIL_LIMIT + 300)),
          ),
        },
      ).map(asBrokenFieldsBody),
    },
    {
      weight: 2,
      arbitrary: withUnknownKeys(A_SIGN_IN, SIGN_IN_FIELDS).map(asUnknownFieldBody),
    },
    { weight: 3, arbitrary: badJsonEnvelope(A_SIGN_IN) },
  )
  .map((request) => ({ ...request, method: 'POST', path: '/api/jwt', session: 'none' }));

itRefusesEveryCase('bad sign-ins, never setting a cookie', () => ({ api, requests: badSignIns }));

/**
 * Sign-out reads no body: any JSON (or none) signs out. Bad is a body it cannot read at all; sent
 * with the real user's cookie, such a request must leave their session alive.
 */
const badSignOuts: fc.Arbitrary<BadRequest> = fc
  .tuple(
    badJsonEnvelope([['reason', 'done for today']], { includeNotAnObject: false }),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<BadRequest['session']>('user') },
      { weight: 1, arbitrary: fc.constant<BadRequest['session']>('none') },
      { weight: 1, arbitrary: notASession.map((cookie) => ({ cookie })) },
    ),
  )
  .map(([request, session]) => ({ ...request, method: 'POST', path: '/api/logout', session }));

itRefusesEveryCase("bad sign-outs, and the user's session outlives them", () => ({
  api,
  requests: badSignOuts,
  userCookie: user.cookie,
  afterwards: async () => {
    const me = await api.fetch('/api/me', { headers: { cookie: user.cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(plainProfileOf(user));
  },
}));
