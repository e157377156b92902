// What the booking scripts (bench-booking-race, the fault drills) need to act as renters: accounts
// in the Auth emulator, the API's session for each, dates in Dhaka's calendar, and bookings sent
// in turns that never ask for the same nights.

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

/** Signs `email` in to the Auth emulator at `emulatorUrl` again; a fresh ID token. */
export async function signIn(emulatorUrl, email) {
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret123', returnSecureToken: true }),
    },
  );
  const answer = await response.json();
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer)}`);
  return answer.idToken;
}

/**
 * Marks the e-mail of the account whose ID token is `idToken` as verified, as the identity
 * provider does once its link is followed (the emulator takes the project owner's word for it).
 * The tokens issued from then on say so: sign in again.
 */
export async function verifyEmail(emulatorUrl, idToken) {
  const { sub: localId } = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString());
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  if (!response.ok) throw new Error(`accounts:update answered ${response.status}`);
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

/**
 * Signs up `count` renters (`renter-RUN-I@carzone.test`) in the Auth emulator at `emulatorUrl`, one
 * after another, each with its session at `site`.
 * @returns {Promise<Array<{ email: string, cookie: string }>>}
 */
export async function signUpRenters(site, emulatorUrl, run, count) {
  const renters = [];
  for (let i = 0; i < count; i++) {
    const email = `renter-${run}-${i}@carzone.test`;
    renters.push({ email, cookie: await sessionCookie(site, await signUp(emulatorUrl, email)) });
  }
  return renters;
}

/** POST /api/bookings at `site` as the renter whose session is `cookie`. */
export function postBooking(site, cookie, booking) {
  return fetch(`${site}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(booking),
  });
}

/**
 * Has every renter book until `deadline`, one booking after another: renter i books car
 * i % cars.length, two nights of its own each time (renters of the same car take turns along the
 * calendar), so no two bookings ever ask for the same nights. `book(renter, booking)` sends one.
 * @template Renter
 * @param {{ renters: Renter[], cars: string[], deadline: number }} plan
 * @param {(renter: Renter, booking: { carId: string, startDate: string, endDate: string }) => Promise<void>} book
 */
export async function bookInTurns({ renters, cars, deadline }, book) {
  const perCar = Math.ceil(renters.length / cars.length);
  await Promise.all(
    renters.map(async (renter, i) => {
      for (let attempt = 0; Date.now() < deadline; attempt++) {
        const slot = attempt * perCar + Math.floor(i / cars.length);
        await book(renter, {
          carId: cars[i % cars.length],
          startDate: dhakaDay(2 + slot * 2),
          endDate: dhakaDay(3 + slot * 2),
        });
      }
    }),
  );
}
