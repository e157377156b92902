import type { APIResponse, Page } from '@playwright/test';
import { connect, constants as http2 } from 'node:http2';
import { brotliDecompressSync } from 'node:zlib';
import { dhakaDate, expectedTotal, typeDate, typed } from '../support/booking-steps.ts';
import {
  expect,
  revealRecentListings,
  signIn,
  signUp,
  test,
  uniqueUser,
  type TestUser,
} from '../support/fixtures.ts';
import { expectMails } from '../support/mails.ts';
import {
  createAccountInLayout,
  PRODUCTION_HTTPS_URL,
  PRODUCTION_MAIL_DIR,
} from '../support/production-env.ts';
import { expectFirstVisitPreloads } from '../support/first-visit-page.ts';
import { REFUSALS } from '@carzone/domain/refusals';

// The production layout as a visitor meets it: nginx serving the built shell and remotes over
// HTTPS (the suite's baseURL), with production's configuration, the API behind it on PostgreSQL,
// signing in through the Auth emulator (staging). Each test makes the people and cars it needs.

/** A signed-in owner (in the browser) who lists a car through the API; answers its id and model. */
async function ownerWithCar(page: Page, owner: TestUser, price = 40) {
  await createAccountInLayout(owner);
  await signIn(page, owner);
  const carModel = `Smoke ${owner.email.split('@')[0]}`;
  const added = await page.request.post('/api/addCars', {
    data: {
      carModel,
      dailyRentalPrice: price,
      bookingStatus: 'available',
      registrationNumber: 'DHA-SMOKE-1',
      location: 'Gulshan, Dhaka',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { insertedId } = (await added.json()) as { insertedId: string };
  return { carId: insertedId, carModel };
}

/** One value of a header, and never two (nginx's and the API's both sent would show here). */
function singleHeader(response: APIResponse, name: string): string {
  const values = response.headersArray().filter((header) => header.name.toLowerCase() === name);
  expect(
    values.map((header) => header.value),
    name,
  ).toHaveLength(1);
  return values[0]!.value;
}

test.describe('The production layout', () => {
  test('a visitor signs up and lands on Home signed in; the API knows them', async ({ page }) => {
    const user = uniqueUser('prod-signup');
    await page.goto('/signup');
    await signUp(page, user);
    // Home's catalog widget (mf-catalog), over HTTPS/2 like the rest.
    await revealRecentListings(page);
    await expect(page.getByRole('heading', { name: 'Recent Listings' })).toBeVisible();
    await expect.poll(async () => (await page.request.get('/api/me')).status()).toBe(200);
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ email: user.email });
    // The session cookie as production sets it, over HTTPS: no subdomain can set or shadow a
    // __Host- cookie, and no script reads it.
    expect(page.url()).toMatch(/^https:/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === '__Host-session')).toMatchObject({
      domain: 'localhost',
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookies.map((cookie) => cookie.name)).not.toContain('session');
  });

  test("an owner's car is found on Available Cars, shown in detail, and listed on My Cars", async ({
    page,
  }) => {
    const owner = uniqueUser('prod-owner');
    const { carId, carModel } = await ownerWithCar(page, owner, 42);

    await page.goto(`/available?q=${encodeURIComponent(carModel)}`);
    await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: carModel }) })
      .getByRole('link', { name: 'Book Now' })
      .click();
    await expect(page).toHaveURL(`/car/${carId}`);
    const car = page.getByRole('main').getByRole('article');
    await expect(car.getByRole('heading', { level: 1 })).toHaveText(carModel);
    await expect(car.getByText('$42 / day', { exact: true })).toBeVisible();

    // My Cars is the owner area's remote (mf-owner), served from its own folder.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Cars' })
      .click();
    await expect(page).toHaveURL(`/cars/${encodeURIComponent(owner.email)}`);
    await expect(page.getByRole('row').filter({ hasText: carModel })).toContainText('$42');
  });

  test('a renter books a car and finds it on My Bookings', async ({ page, browser }) => {
    const lender = uniqueUser('prod-lender');
    const { carId, carModel } = await ownerWithCar(page, lender, 30);
    const renter = uniqueUser('prod-renter');
    await createAccountInLayout(renter);
    const renterPage = await (await browser.newContext()).newPage();
    await signIn(renterPage, renter);

    await renterPage.goto(`/car/${carId}`);
    await renterPage.getByRole('button', { name: 'Book Now' }).click();
    const dialog = renterPage.getByRole('dialog', { name: 'Confirm Booking' });
    await expect(dialog).toBeVisible();
    const start = dhakaDate(20);
    await typeDate(renterPage, 'Start Date', start);
    await typeDate(renterPage, 'End Date', dhakaDate(22));
    await expect(dialog.getByRole('status', { name: 'Total Price' })).toHaveText(
      expectedTotal(2, 30),
    );
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(renterPage.getByText('Booking Confirmed')).toBeVisible();
    await expect(renterPage).toHaveURL(/\/bookings$/);
    const row = renterPage.getByRole('row').filter({ hasText: carModel });
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText(typed(start));
    await renterPage.context().close();

    // Both heard of it through the relay (staging: the mail catcher), each once.
    const booked = `${carModel}, ${typed(start)} – ${typed(dhakaDate(22))}`;
    await expectMails(renter.email, [`Booking confirmed: ${booked}`], PRODUCTION_MAIL_DIR);
    await expectMails(lender.email, [`New booking: ${booked}`], PRODUCTION_MAIL_DIR);
  });

  test('the information pages (the marketing remote) are served from their folder', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About CarZone');
    const entry = await page.request.get('/remotes/mf-marketing/remoteEntry.js');
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    // A remote's harness page is not part of the site.
    expect((await page.request.get('/remotes/mf-marketing/index.html')).status()).toBe(404);
  });

  test('a first visit preloads what the remotes publish for its route', async ({ request }) => {
    await expectFirstVisitPreloads(request);
  });

  test("a page comes in the visitor's language: their kept choice, else their browser's", async ({
    request,
  }) => {
    const languageOf = async (path: string, headers: Record<string, string>) => {
      const response = await request.get(path, { headers });
      expect(response.status(), path).toBe(200);
      // A cache keeps one copy per language.
      expect(response.headers()['vary'], path).toContain('Cookie, Accept-Language');
      const page = await response.text();
      const lang = /<html lang="(\w+)"/.exec(page)?.[1];
      // A whole first screen in the HTML (/available's rendered for this very request), and in
      // which language.
      const screen = /<!-- carzone:first-screen:ready:(\w+) -->/.exec(page)?.[1];
      const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(page)?.[1] ?? '';
      // Every word of the screen in the page's language: Bangla letters, or English ones.
      const letters = /[\u0980-\u09FF]/.test(heading) ? 'bn' : /[A-Za-z]/.test(heading) ? 'en' : '';
      // What a search engine shows of the page, in its language too.
      const description = /name="description"\s+content="([^"]+)"/.exec(page)?.[1] ?? '';
      const described = /[\u0980-\u09FF]/.test(description) ? 'bn' : 'en';
      return `${lang}/${screen}/${letters}/${described}`;
    };
    const visitors: Array<[Record<string, string>, string]> = [
      [{ Cookie: 'carzone_language=bn' }, 'bn/bn/bn/bn'],
      [{ 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.8' }, 'bn/bn/bn/bn'],
      [{ Cookie: 'carzone_language=en', 'Accept-Language': 'bn-BD' }, 'en/en/en/en'],
      [{ 'Accept-Language': 'en-US,en;q=0.9,bn;q=0.8' }, 'en/en/en/en'],
    ];
    // The first renders of a rendered pages server (and of the API behind it) just started are
    // slow, and a visitor then gets the page written ahead; warm, renders take turns well within
    // the 3 s nginx waits.
    for (const [headers] of visitors) {
      expect((await request.get('/available', { headers })).status()).toBe(200);
    }
    // All at once: /available's renders in Bangla and in English take turns in one process.
    await Promise.all(
      ['/', '/about', '/available'].flatMap((path) =>
        visitors.map(async ([headers, expected]) =>
          expect(await languageOf(path, headers), `${path} ${JSON.stringify(headers)}`).toBe(
            expected,
          ),
        ),
      ),
    );
  });

  test('security headers are on the pages and on the API, each once, without a server version', async ({
    request,
  }) => {
    for (const path of ['/', '/available', '/api/health', '/api/no-such-route']) {
      const response = await request.get(path);
      const csp = singleHeader(response, 'content-security-policy');
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      // Staging signs in through the emulator: the page may connect to it, and to nothing else new.
      expect(csp, path).toContain("connect-src 'self' http://127.0.0.1:9599 ");
      expect(singleHeader(response, 'x-content-type-options'), path).toBe('nosniff');
      expect(singleHeader(response, 'referrer-policy'), path).toBe(
        'strict-origin-when-cross-origin',
      );
      expect(singleHeader(response, 'x-frame-options'), path).toBe('DENY');
      expect(response.headers()['server'], path).toBe('nginx');
      // HSTS only with a real key pair (deploy/hsts.conf); a staging run's is self-signed.
      expect(response.headers()['strict-transport-security'], path).toBeUndefined();
    }
    // The API's answers name their request id, nginx's own (no proxy in front is trusted, so a
    // caller's id is not kept): once, the one the API logged.
    for (const path of ['/api/health', '/api/no-such-route']) {
      const response = await request.get(path, { headers: { 'X-Request-Id': 'chosen-by-caller' } });
      expect(singleHeader(response, 'x-request-id'), path).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  test('a body over 64 KiB is refused by nginx with 413 in the API’s JSON error shape', async ({
    request,
  }) => {
    const response = await request.post('/api/contact', {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ name: 'x', email: 'x@example.com', message: 'a'.repeat(70_000) }),
    });
    expect(response.status()).toBe(413);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'payload_too_large',
      message: 'The request body is too large: at most 64 KiB is accepted.',
    });
    // The same refusal from the same table, in Bangla for a visitor who reads Bangla.
    const inBangla = await request.post('/api/contact', {
      headers: { 'Content-Type': 'application/json', Cookie: 'carzone_language=bn' },
      data: JSON.stringify({ name: 'x', email: 'x@example.com', message: 'a'.repeat(70_000) }),
    });
    expect(inBangla.status()).toBe(413);
    expect(await inBangla.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'payload_too_large',
      message: REFUSALS.payload_too_large.bn,
    });
  });

  test('scripts go out as the build compressed them with brotli, and HTTPS speaks HTTP/2', async ({
    request,
  }) => {
    const page = await (await request.get('/')).text();
    const script = page.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script, 'the page names its entry script').toBeTruthy();
    const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
    const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['vary']).toContain('Accept-Encoding');
    // Playwright hands the body over decoded: it must be the very file.
    expect(await brotli.body()).toEqual(await plain.body());

    // HTTP/2 over TLS (nginx offers h2 by ALPN), the self-signed pair of the staging start.
    const session = connect(PRODUCTION_HTTPS_URL, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; encoding?: string; body: Buffer }>(
        (resolve, reject) => {
          const stream = session.request({
            [http2.HTTP2_HEADER_PATH]: script!,
            [http2.HTTP2_HEADER_ACCEPT_ENCODING]: 'br',
          });
          const chunks: Buffer[] = [];
          let status = 0;
          let encoding: string | undefined;
          stream.on('response', (headers) => {
            status = Number(headers[http2.HTTP2_HEADER_STATUS]);
            encoding = headers[http2.HTTP2_HEADER_CONTENT_ENCODING] as string | undefined;
          });
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve({ status, encoding, body: Buffer.concat(chunks) }));
          stream.on('error', reject);
          stream.end();
        },
      );
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.status).toBe(200);
      expect(answer.encoding).toBe('br');
      expect(brotliDecompressSync(answer.body)).toEqual(await plain.body());
    } finally {
      session.close();
    }
  });
});
