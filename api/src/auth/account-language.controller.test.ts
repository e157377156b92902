// GET and PUT /api/me/language: the language a signed-in person chose (their booking e-mails
// follow it; the mails' own test checks that).
import { LANGUAGE_MESSAGES, LANGUAGES } from '@carzone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../testing/auth-helpers.js';
import { callApi, type SignedInUser } from '../testing/session-calls.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { expectRefusedWith, refusedFields } from '../testing/error-body.js';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(() => api.close());

const languageOf = async (as: SignedInUser) => {
  const response = await callApi(api, 'GET', '/api/me/language', { as });
  expect(response.status).toBe(200);
  return json(response);
};
const choose = (as: SignedInUser | undefined, body: unknown) =>
  callApi(api, 'PUT', '/api/me/language', { as, body });

describe('/api/me/language', () => {
  it('is English until the person chooses, then keeps their choice', async () => {
    const user = await signedInUser(api, 'Rafi');
    expect(await languageOf(user)).toEqual({ language: 'en' });

    const chose = await choose(user, { language: 'bn' });
    expect(chose.status).toBe(200);
    expect(await json(chose)).toEqual({ language: 'bn' });
    expect(await languageOf(user)).toEqual({ language: 'bn' });

    expect((await choose(user, { language: 'en' })).status).toBe(200);
    expect(await languageOf(user)).toEqual({ language: 'en' });
  });

  it.each(LANGUAGES)(
    'keeps %s, every language of the list, on the account (the database takes each)',
    async (language) => {
      const user = await signedInUser(api, 'Tania');
      expect((await choose(user, { language })).status).toBe(200);
      expect(await languageOf(user)).toEqual({ language });
    },
  );

  it.each([
    ['another language', { language: 'fr' }],
    ['the language in capitals', { language: 'BN' }],
    ['no language', {}],
    ['a number', { language: 5 }],
    ['a list', { language: ['bn'] }],
  ])('refuses %s with 400 and changes nothing', async (_what, body) => {
    const user = await signedInUser(api, 'Nadia');
    await choose(user, { language: 'bn' });
    const refused = await choose(user, body);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'language.unknown',
      message: LANGUAGE_MESSAGES.unknown,
      fields: refusedFields({ language: LANGUAGE_MESSAGES.unknown }),
    });
    expect(await languageOf(user)).toEqual({ language: 'bn' });
  });

  it('refuses a field it does not know, and a body that is not an object', async () => {
    const user = await signedInUser(api, 'Karim');
    const extra = await choose(user, { language: 'bn', email: 'someone@example.com' });
    expect(extra.status).toBe(400);
    const notAnObject = await choose(user, '"bn"');
    expect(notAnObject.status).toBe(400);
    expect(await languageOf(user)).toEqual({ language: 'en' });
  });

  it('answers an anonymous caller 401, reading and choosing alike', async () => {
    for (const response of [
      await callApi(api, 'GET', '/api/me/language'),
      await choose(undefined, { language: 'bn' }),
    ]) {
      await expectRefusedWith(response, 401, 'auth.sessionMissing');
    }
  });

  it("is each person's own: one's choice is never another's", async () => {
    const [first, second] = await Promise.all([
      signedInUser(api, 'First'),
      signedInUser(api, 'Second'),
    ]);
    expect((await choose(first, { language: 'bn' })).status).toBe(200);
    expect(await languageOf(second)).toEqual({ language: 'en' });
    expect((await choose(second, { language: 'en' })).status).toBe(200);
    expect(await languageOf(first)).toEqual({ language: 'bn' });
  });
});
