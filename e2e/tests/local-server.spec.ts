// The site as `npm start` serves it answers as production's nginx does: the same security headers,
// scripts compressed at build time, the API's 413 for a body over the limit (never a 502), a 404 for a file that is not there, and
// no remote's harness page shipped.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@carzone/federation/units';
import { expect, test } from '../support/fixtures.ts';
import { expectFirstVisitPreloads } from '../support/first-visit-page.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REMOTE_FOLDERS = Object.values(REMOTES).map((remote) => remote.folder);

test.describe('The local server behaves like production', () => {
  test('every kind of answer carries the security headers', async ({ request }) => {
    const answers = {
      page: await request.get('/available', { headers: { Accept: 'text/html' } }),
      remoteEntry: await request.get('/remotes/mf-catalog/remoteEntry.js'),
      runtimeConfig: await request.get('/runtime-config.json'),
      api: await request.get('/api/health'),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.status(), what).toBe(200);
      const headers = answer.headers();
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['x-frame-options'], what).toBe('DENY');
      expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security'], what).toBeUndefined();
    }
    const sitePolicy = answers.page.headers()['content-security-policy'];
    expect(sitePolicy).toContain("default-src 'self'");
    expect(sitePolicy).toContain("script-src 'self' https://apis.google.com");
    expect(sitePolicy).toContain("object-src 'none'");
  });

  test('a first visit preloads what the remotes publish for its route', async ({ request }) => {
    await expectFirstVisitPreloads(request);
  });

  test('a body over 64 KiB gets the API’s JSON 413 every time, never a 502', async ({
    request,
  }) => {
    const message = 'x'.repeat(70 * 1024);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await request.post('/api/contact', {
        data: { name: 'Big Sender', email: 'big@example.com', message },
      });
      expect(answer.status(), `attempt ${attempt + 1}`).toBe(413);
      expect(await answer.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        code: 'payload_too_large',
        message: 'The request body is too large: at most 64 KiB is accepted.',
      });
    }
  });

  test('scripts go out compressed at build time: brotli when the browser takes it, else gzip', async ({
    request,
  }) => {
    const page = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
    const shellScript = page.match(/\/assets\/loadShare-eager-[\w-]+\.js/)?.[0];
    expect(shellScript, 'the page names its start-up chunk').toBeTruthy();
    for (const path of [shellScript!, '/remotes/mf-catalog/remoteEntry.js']) {
      const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      const brotli = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      expect(brotli.headers()['content-encoding'], path).toBe('br');
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      expect(brotli.headers()['vary']?.toLowerCase(), path).toContain('accept-encoding');
      // The same code whichever way it travels (the client decompresses it).
      expect((await brotli.body()).equals(await plain.body()), path).toBe(true);
      expect((await gzip.body()).equals(await plain.body()), path).toBe(true);
    }
  });

  test('a missing file of the shell or of a remote is a 404, not the page', async ({ request }) => {
    for (const path of ['/assets/gone-1a2b3c.js', '/remotes/mf-catalog/assets/gone-1a2b3c.js']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).not.toContain('<html');
    }
  });

  test('no remote ships its harness page', async ({ request }) => {
    for (const folder of REMOTE_FOLDERS) {
      expect((await request.get(`/remotes/${folder}/remoteEntry.js`)).status(), folder).toBe(200);
      for (const path of [`/remotes/${folder}/index.html`, `/remotes/${folder}/`]) {
        const answer = await request.get(path, { headers: { Accept: 'text/html' } });
        expect(answer.status(), path).toBe(404);
      }
      const dist = join(REPO_ROOT, folder, 'dist');
      expect(existsSync(join(dist, 'remoteEntry.js')), `${folder} is built`).toBe(true);
      const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
      expect(
        files.filter((file) => file.endsWith('.html') || /(^|\/)harness-/.test(file)),
        `${folder}/dist`,
      ).toEqual([]);
    }
  });
});
