import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BROTLI_STATIC_MODULE,
  renderIncludeFiles,
  renderMainConfig,
  renderSecurityHeaders,
  renderSiteConfig,
  WORKER_CONNECTIONS,
  WORKER_OPEN_FILES,
  writeSelfSignedPair,
} from '../lib/nginx-config.mjs';

const deployDir = new URL('../', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, deployDir), 'utf8');
const runDir = mkdtempSync(join(tmpdir(), 'carzone-nginx-config-test-'));
afterAll(() => rmSync(runDir, { recursive: true, force: true }));

const host = {
  port: 4399,
  siteDir: join(runDir, 'site'),
  apiServers: ['127.0.0.1:4398', '127.0.0.1:4397'],
  pagesPort: 4396,
  includeDir: join(runDir, 'conf'),
};

/** nginx -t on this site config (with staging's include files); answers its stderr. */
function nginxTest(site: string, modules: string[] = []): string {
  mkdirSync(host.includeDir, { recursive: true });
  mkdirSync(host.siteDir, { recursive: true });
  mkdirSync(join(runDir, 'temp'), { recursive: true });
  const included = renderIncludeFiles(read, { authEmulatorOrigin: 'http://127.0.0.1:9599' });
  for (const [name, text] of Object.entries(included))
    writeFileSync(join(host.includeDir, name), text);
  const siteConfig = join(host.includeDir, 'site.conf');
  writeFileSync(siteConfig, site);
  const mainConfig = join(host.includeDir, 'nginx.conf');
  writeFileSync(
    mainConfig,
    renderMainConfig({
      runDir,
      siteConfig,
      modules,
      accessLog: join(runDir, 'access.log'),
      nginxLogPort: 4395,
    }),
  );
  return spawnSync(
    process.env.NGINX || '/usr/sbin/nginx',
    ['-t', '-e', 'stderr', '-p', runDir, '-c', mainConfig],
    { encoding: 'utf8' },
  ).stderr;
}

describe('nginx.conf rendered for a host', () => {
  const site = renderSiteConfig(read('nginx.conf'), host);

  it('listens on the port, serves the site folder and balances over both API instances', () => {
    expect(site).toContain('\n  listen 4399;\n');
    expect(site).toContain(`\n  root ${host.siteDir};\n`);
    expect(site).toContain('  server 127.0.0.1:4398;\n  server 127.0.0.1:4397;\n');
    expect(site).not.toMatch(/api:3100|\/usr\/share\/nginx|\/etc\/nginx\/carzone/);
    expect(site).toContain(`include ${host.includeDir}/security-headers.conf;`);
  });

  it('logs each request once to its file and once to the rendered pages server, from the main config', () => {
    // A server block's access_log would hide the main config's two.
    expect(site).not.toMatch(/access_log/);
    const main = renderMainConfig({
      runDir,
      siteConfig: join(runDir, 'site.conf'),
      accessLog: join(runDir, 'access.log'),
      nginxLogPort: 4395,
    });
    expect(main).toContain(`  access_log ${join(runDir, 'access.log')} carzone_json;\n`);
    expect(main).toContain(
      '  access_log syslog:server=127.0.0.1:4395,tag=carzone,nohostname carzone_json;\n',
    );
    expect(() =>
      renderMainConfig({ runDir, siteConfig: join(runDir, 'site.conf'), nginxLogPort: 70000 }),
    ).toThrow(/port/);
  });

  it('gives each worker room for hundreds of open event streams, as the web image does', () => {
    const main = renderMainConfig({ runDir, siteConfig: join(runDir, 'site.conf') });
    expect(WORKER_CONNECTIONS).toBeGreaterThanOrEqual(4096);
    expect(WORKER_OPEN_FILES).toBeGreaterThan(WORKER_CONNECTIONS);
    expect(main).toContain(`\nworker_rlimit_nofile ${WORKER_OPEN_FILES};\n`);
    expect(main).toContain(`\n  worker_connections ${WORKER_CONNECTIONS};\n`);
    // The image edits Debian's main config: its RUN, applied to this machine's copy of it.
    const edit = /^RUN sed -i (?:[^\n]*\\\n)*[^\n]*/m.exec(read('web.Dockerfile'))?.[0];
    expect(edit).toContain('/etc/nginx/nginx.conf');
    const debians = join(runDir, 'debian-nginx.conf');
    writeFileSync(debians, readFileSync('/etc/nginx/nginx.conf', 'utf8'));
    const command = edit!.replace(/^RUN /, '').replaceAll('/etc/nginx/nginx.conf', debians);
    execFileSync('sh', ['-c', command]);
    const edited = readFileSync(debians, 'utf8');
    expect(edited).toMatch(new RegExp(`\\n\\s*worker_connections ${WORKER_CONNECTIONS};\\n`));
    expect(edited).toContain(`\nworker_rlimit_nofile ${WORKER_OPEN_FILES};\n`);
  });

  it("is accepted by nginx itself (nginx -t), with staging's include files", () => {
    expect(nginxTest(site, [BROTLI_STATIC_MODULE])).toContain('test is successful');
  });

  it('speaks plain HTTP only unless TLS is asked for, and sends the brotli copies', () => {
    expect(site).not.toMatch(/ssl|443|http2|return 301/);
    expect(site).toContain('\n  brotli_static on;\n  gzip_static on;\n');
    const withoutBrotli = renderSiteConfig(read('nginx.conf'), { ...host, brotli: false });
    expect(withoutBrotli).not.toMatch(/^\s*brotli_static/m);
    expect(withoutBrotli).toContain('\n  gzip_static on;\n');
    expect(nginxTest(withoutBrotli)).toContain('test is successful');
  });

  it('ends TLS with HTTP/2 on the TLS port, with the given key pair (nginx -t)', () => {
    mkdirSync(host.includeDir, { recursive: true });
    const { certificate, key } = writeSelfSignedPair(host.includeDir);
    const tlsSite = renderSiteConfig(read('nginx.conf'), {
      ...host,
      tls: { port: 4396, certificate, key },
    });
    expect(tlsSite).toContain('\n  listen 4396 ssl http2;\n');
    expect(tlsSite).toContain(`  ssl_certificate ${certificate};\n`);
    expect(tlsSite).toContain(`  ssl_certificate_key ${key};\n`);
    expect(tlsSite).toContain('  ssl_protocols TLSv1.2 TLSv1.3;\n');
    expect(tlsSite).not.toMatch(/ssl_certificate(_key)? \/etc\/nginx\/tls/);
    expect(nginxTest(tlsSite, [BROTLI_STATIC_MODULE])).toContain('test is successful');
  });

  it('fails loudly when a line it replaces is not written as expected', () => {
    const moved = read('nginx.conf').replace('listen 443 ssl http2;', 'listen 8443 ssl http2;');
    expect(() => renderSiteConfig(moved, host)).toThrow(/listen: expected 1 of .*found 0/);
    const redirectChanged = read('nginx.conf').replace(
      'return 301 https://',
      'return 302 https://',
    );
    expect(() => renderSiteConfig(redirectChanged, host)).toThrow(/the redirect to HTTPS/);
    expect(() =>
      renderSecurityHeaders('add_header X-Frame-Options "DENY" always;', {
        authEmulatorOrigin: 'http://127.0.0.1:9599',
      }),
    ).toThrow(/connect-src/);
    expect(() => renderSiteConfig(read('nginx.conf'), { ...host, siteDir: '/tmp/a b' })).toThrow(
      /cannot take/,
    );
  });

  it("adds the emulator's origin to connect-src only in staging", () => {
    const headers = read('security-headers.conf');
    expect(renderSecurityHeaders(headers, {})).toBe(headers);
    expect(
      renderSecurityHeaders(headers, { authEmulatorOrigin: 'http://127.0.0.1:9599' }),
    ).toContain("connect-src 'self' http://127.0.0.1:9599 ");
  });

  it("serves production's include files in staging: only connect-src names the emulator", () => {
    const production = renderIncludeFiles(read, {});
    const staging = renderIncludeFiles(read, { authEmulatorOrigin: 'http://127.0.0.1:9599' });
    expect(production).toEqual({
      'security-headers.conf': read('security-headers.conf'),
      'api-proxy.conf': read('api-proxy.conf'),
    });
    // The /api locations add no header of their own, so the server block's security headers
    // apply there once, in staging as in production.
    expect(staging['api-proxy.conf']).toBe(read('api-proxy.conf'));
    expect(staging['api-proxy.conf']).not.toMatch(/^\s*(add_header|include)\b/m);
    const changed = (text: string) =>
      text.split('\n').filter((line) => !production['security-headers.conf']!.includes(line));
    expect(changed(staging['security-headers.conf']!)).toEqual([
      expect.stringContaining("connect-src 'self' http://127.0.0.1:9599 https://identitytoolkit"),
    ]);
    // HSTS, as the web image appends it, only where asked (TLS with a real pair here).
    expect(renderIncludeFiles(read, { hsts: true })['security-headers.conf']).toBe(
      `${read('security-headers.conf')}\n${read('hsts.conf')}`,
    );
  });
});
