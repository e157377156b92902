// Users for the tests, made through the Auth emulator's REST API just as the browser would.
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { TestApp } from './test-app.js';

const identityToolkit = (method: string) =>
  `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`;

export interface EmulatorUser {
  /** The Firebase uid (what the session calls `uid`, e.g. a photo's uploader). */
  uid: string;
  email: string;
  password: string;
  displayName: string;
  idToken: string;
}

async function callEmulator(
  method: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Record<string, string>> {
  const response = await fetch(identityToolkit(method), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const answer = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`Auth emulator ${method} failed: ${JSON.stringify(answer)}`);
  return answer;
}

/** A brand-new user with an e-mail, a display name (and a photo, if given) and a fresh ID token. */
export async function signUpUser(
  displayName = 'Test Renter',
  photoUrl?: string,
): Promise<EmulatorUser> {
  const email = `renter-${randomUUID().slice(0, 8)}@carzone.test`;
  const password = 'Secret123';
  const { idToken: firstToken, localId: uid } = await callEmulator('signUp', { email, password });
  // Set the name as the front end does (updateProfile), then sign in again for a token that
  // carries it (the emulator's update answers no new token).
  await callEmulator('update', { idToken: firstToken, displayName, photoUrl });
  return {
    uid: uid!,
    email,
    password,
    displayName,
    idToken: await signInWithPassword(email, password),
  };
}

/** What GET /api/me answers this user while they have no photo, no verified number, no role. */
export const plainProfileOf = (user: EmulatorUser) => ({
  email: user.email,
  name: user.displayName,
  uid: user.uid,
  photoURL: '',
  phoneNumber: '',
  role: null,
  unreadMessages: 0,
});

/**
 * Verifies a mobile number for this user as the site does (Firebase phone authentication on the
 * emulator: a code sent by "SMS", read from the emulator, then the number linked to the account)
 * and answers the new ID token, which names the number.
 */
export async function verifyPhone(idToken: string, phoneNumber: string): Promise<string> {
  const { sessionInfo } = await callEmulator('sendVerificationCode', {
    phoneNumber,
    recaptchaToken: 'emulator',
  });
  const codes = await fetch(
    `http://${inject('authEmulatorHost')}/emulator/v1/projects/${inject('firebaseProjectId')}/verificationCodes`,
  );
  const { verificationCodes } = (await codes.json()) as {
    verificationCodes: { sessionInfo: string; code: string }[];
  };
  const { code } = verificationCodes.find((sent) => sent.sessionInfo === sessionInfo)!;
  const linked = await callEmulator('signInWithPhoneNumber', { sessionInfo, code, idToken });
  return linked.idToken!;
}

/** Removes the account's mobile number, as a person may in Firebase (sign in again after). */
export async function unlinkPhone(idToken: string): Promise<void> {
  await callEmulator('update', { idToken, deleteProvider: ['phone'] });
}

export async function signInWithPassword(email: string, password: string): Promise<string> {
  const { idToken } = await callEmulator('signInWithPassword', { email, password });
  return idToken!;
}

/**
 * Marks the user's e-mail address as verified, as the identity provider does once they follow its
 * link (the emulator takes the project owner's word for it), and answers a new ID token saying so.
 */
export async function verifyEmail(user: EmulatorUser): Promise<string> {
  await callEmulator(
    'update',
    { localId: user.uid, emailVerified: true },
    { authorization: 'Bearer owner' },
  );
  return signInWithPassword(user.email, user.password);
}

/** The `name=value` pair of a Set-Cookie header, ready for a Cookie header. */
export function cookiePair(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));
}

/** A signed-in user: signed up in the emulator, with the API's session cookie. */
export async function signedInUser(
  api: TestApp,
  displayName?: string,
  photoUrl?: string,
  { emailVerified = false }: { emailVerified?: boolean } = {},
): Promise<EmulatorUser & { cookie: string }> {
  const signedUp = await signUpUser(displayName, photoUrl);
  const user = emailVerified ? { ...signedUp, idToken: await verifyEmail(signedUp) } : signedUp;
  const response = await api.post('/api/jwt', { idToken: user.idToken });
  const cookie = cookiePair(response, 'session');
  if (response.status !== 200 || !cookie)
    throw new Error(`POST /api/jwt answered ${response.status}`);
  return { ...user, cookie };
}

/**
 * An unsigned ID token as the emulator would issue one, with claims of our choosing. The
 * emulator does not sign tokens, so what it can catch is wrong claims (expiry, audience).
 */
export function craftIdToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const projectId = inject('firebaseProjectId');
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub: 'forged-user',
    user_id: 'forged-user',
    email: 'victim@carzone.test',
    ...claims,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
