import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxSize, renderNginxLocations, withNginxLocations } from './nginx-locations.ts';

const NGINX_CONF = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');

describe('nginx’s locations', () => {
  it('in deploy/nginx.conf are the ones the site routing renders (run `pnpm --filter @carzone/site-routing write-nginx`)', () => {
    expect(withNginxLocations(NGINX_CONF)).toBe(NGINX_CONF);
    expect(NGINX_CONF).toContain(renderNginxLocations());
  });

  it('give each API path its body limit and its own 413 in the API’s words', () => {
    const text = renderNginxLocations();
    const photos = text.slice(text.indexOf('location = /api/photos'));
    expect(photos).toMatch(
      /^location = \/api\/photos \{\n\s+client_max_body_size 9m;\n\s+error_page 413 @body_over_9m;/,
    );
    expect(text).toContain('"message":"The photo is too large: at most 8 MB."');
    expect(text).toMatch(
      /location \/api\/ \{\n\s+client_max_body_size 64k;\n\s+error_page 413 @body_over_64k;/,
    );
    expect(text).toContain(
      '"message":"The request body is too large: at most 64 KiB is accepted."',
    );
  });

  it('refuses a file without its markers instead of guessing where the locations go', () => {
    expect(() => withNginxLocations('server {\n}\n')).toThrow(/lost its site routing markers/);
  });

  it('writes sizes in nginx’s units', () => {
    expect(nginxSize(64 * 1024)).toBe('64k');
    expect(nginxSize(9 * 1024 * 1024)).toBe('9m');
    expect(nginxSize(1000)).toBe('1000');
  });
});
