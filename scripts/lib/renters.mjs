// What the booking scripts (bench-booking-race, fault-kill-api-instance) need to act as renters:
// accounts in the Auth emulator, the API's session for each, and dates in Dhaka's calendar.

/** Dhaka's today plus `n` days, as YYYY-MM-DD (Bangladesh is UTC+6 all year). */
export function dhakaDay(n) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Signs up `email` in the Auth emulator at `emulatorUrl` (http://host:port); its ID token. */
export async function signUp(emulatorUrl, email) {
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret123', returnSecureToken: true }),
    },
  );
  const answer = await response.json();
  if (!response.ok) throw new Error(`sign-up of ${email} failed: ${JSON.stringify(answer)}`);
  return answer.idToken;
}

/**
 * The session cookie pair for a fresh ID token, from POST /api/jwt at `base`: `session=…`, or
 * `__Host-session=…` from an API in production.
 */
export async function sessionCookie(base, idToken) {
  const response = await fetch(`${base}/api/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => /^(__Host-)?session=/.test(pair));
  if (response.status !== 200 || !cookie)
    throw new Error(`POST /api/jwt answered ${response.status}: ${await response.text()}`);
  return cookie;
}
