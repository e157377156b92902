// deploy/nginx.conf (and the files it includes), rendered for a host without Docker: the same
// file the image uses, with the few lines that name the container's paths and the `api` service
// replaced. Every replacement is exact and counted, so a change to nginx.conf that moves one of
// those lines fails here loudly instead of leaving the container's value in the host's config.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Where the image puts the files nginx.conf includes (deploy/web.Dockerfile copies them there). */
export const IMAGE_INCLUDE_DIR = '/etc/nginx/carzone';

/**
 * `text` with `pattern` replaced by `replacement`; throws unless the pattern occurs `expected`
 * times (a number), or at least once (`'some'`).
 * @param {string} text
 * @param {string} pattern
 * @param {string} replacement
 * @param {{ what: string, expected?: number | 'some' }} options
 */
export function replaceExactly(text, pattern, replacement, { what, expected = 1 }) {
  const found = text.split(pattern).length - 1;
  const matches = expected === 'some' ? found > 0 : found === expected;
  if (!matches) {
    throw new Error(
      `${what}: expected ${expected === 'some' ? 'at least one' : expected} of ${JSON.stringify(pattern)}, found ${found}. ` +
        'deploy/nginx.conf (or a file it includes) changed: update deploy/lib/nginx-config.mjs to match.',
    );
  }
  return text.split(pattern).join(replacement);
}

/**
 * A path nginx reads unquoted: anything that could end or split a directive is refused.
 * @param {string} path
 */
function checkedPath(path) {
  if (!path.startsWith('/') || /[\s;'"{}$#]/.test(path)) {
    throw new Error(
      `nginx cannot take ${JSON.stringify(path)} as a path: use an absolute path without spaces, quotes or ; { } $ #.`,
    );
  }
  return path.replace(/\/+$/, '');
}

/** The rendered pages server's port in the web image (deploy/web-entrypoint.sh starts it). */
export const IMAGE_PAGES_PORT = 3200;

/** Where the web image's nginx sends its access log over syslog: the rendered pages server. */
export const IMAGE_NGINX_LOG_PORT = 3201;

/** @param {number} port */
function LOG_TO_PAGES_SERVER(port) {
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`The access log's syslog port must be a port number (got ${port}).`);
  return `  access_log syslog:server=127.0.0.1:${port},tag=carzone,nohostname carzone_json;\n`;
}

/** Debian's brotli_static module (libnginx-mod-http-brotli-static), loaded by the main config. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The image's plain-HTTP server: it only redirects to HTTPS. A host serves the site itself. */
const REDIRECT_TO_HTTPS = `server {
  listen 80;
  server_tokens off;
  return 301 https://$host$request_uri;
}
`;
const TLS_LISTEN = '  listen 443 ssl http2;\n';
const TLS_CERTIFICATE = '  ssl_certificate /etc/nginx/tls/certificate.pem;\n';
const TLS_KEY = '  ssl_certificate_key /etc/nginx/tls/private-key.pem;\n';
const TLS_PROTOCOLS = '  ssl_protocols TLSv1.2 TLSv1.3;\n';

/**
 * @typedef {object} HostTls
 * @property {number} port  the HTTPS (and HTTP/2) port
 * @property {string} certificate  PEM certificate chain
 * @property {string} key  its PEM private key
 */

/**
 * The server block (deploy/nginx.conf) for this host.
 * @param {string} template  deploy/nginx.conf
 * @param {{ port: number, siteDir: string, apiServers: string[], pagesPort: number, includeDir: string, tls?: HostTls | null, brotli?: boolean }} host
 *   apiServers: host:port of each API instance (the upstream balances over them). pagesPort: the
 *   rendered pages server's port on this host (serve-rendered-pages). tls: where
 *   TLS ends here, else plain HTTP only. brotli: false where nginx lacks brotli_static (it then
 *   sends the .gz copies).
 */
export function renderSiteConfig(
  template,
  { port, siteDir, apiServers, pagesPort, includeDir, tls = null, brotli = true },
) {
  if (apiServers.length === 0) throw new Error('The upstream needs at least one API server.');
  let text = template;
  text = replaceExactly(text, REDIRECT_TO_HTTPS, '', { what: 'the redirect to HTTPS' });
  const listen = `  listen ${port};\n${tls ? `  listen ${tls.port} ssl http2;\n` : ''}`;
  text = replaceExactly(text, TLS_LISTEN, listen, { what: 'listen' });
  text = replaceExactly(
    text,
    TLS_CERTIFICATE,
    tls ? `  ssl_certificate ${checkedPath(tls.certificate)};\n` : '',
    { what: 'the certificate' },
  );
  text = replaceExactly(
    text,
    TLS_KEY,
    tls ? `  ssl_certificate_key ${checkedPath(tls.key)};\n` : '',
    { what: 'the private key' },
  );
  text = replaceExactly(text, TLS_PROTOCOLS, tls ? TLS_PROTOCOLS : '', { what: 'ssl_protocols' });
  if (!brotli) {
    text = replaceExactly(text, '  brotli_static on;\n', '', { what: 'brotli_static' });
  }
  // The host's main config says where the log goes (renderMainConfig), in the same format: a
  // server block's access_log would hide the main config's.
  text = replaceExactly(text, '  access_log /var/log/nginx/access.log carzone_json;\n', '', {
    what: 'the access log',
  });
  text = replaceExactly(text, LOG_TO_PAGES_SERVER(IMAGE_NGINX_LOG_PORT), '', {
    what: 'the access log to the rendered pages server',
  });
  text = replaceExactly(
    text,
    '\n  root /usr/share/nginx/html;\n',
    `\n  root ${checkedPath(siteDir)};\n`,
    { what: 'root' },
  );
  text = replaceExactly(
    text,
    '\n  server api:3100;\n',
    `\n${apiServers.map((server) => `  server ${server};`).join('\n')}\n`,
    { what: "the upstream's servers" },
  );
  text = replaceExactly(
    text,
    `\n  server 127.0.0.1:${IMAGE_PAGES_PORT};\n`,
    `\n  server 127.0.0.1:${pagesPort};\n`,
    { what: "the rendered pages server's port" },
  );
  text = replaceExactly(
    text,
    `include ${IMAGE_INCLUDE_DIR}/`,
    `include ${checkedPath(includeDir)}/`,
    {
      what: 'include paths',
      expected: 'some',
    },
  );
  return text;
}

/**
 * deploy/security-headers.conf for this host. In staging the browser signs in through the Auth
 * emulator at its own origin, so the CSP lets the page connect there too.
 * @param {string} template
 * @param {{ authEmulatorOrigin?: string | null }} options
 */
export function renderSecurityHeaders(template, { authEmulatorOrigin = null }) {
  if (!authEmulatorOrigin) return template;
  if (!/^http:\/\/[\w.-]+:\d{1,5}$/.test(authEmulatorOrigin))
    throw new Error(
      `The Auth emulator's origin must be http://host:port (got "${authEmulatorOrigin}").`,
    );
  return replaceExactly(
    template,
    "connect-src 'self'",
    `connect-src 'self' ${authEmulatorOrigin}`,
    { what: "the CSP's connect-src" },
  );
}

/**
 * The files nginx.conf includes from IMAGE_INCLUDE_DIR, as this host serves them: the image's own,
 * byte for byte, but for two changes. In staging the CSP's connect-src also names the Auth
 * emulator, where the browser signs in (renderSecurityHeaders); where TLS ends here with a real
 * key pair, HSTS follows the security headers (deploy/hsts.conf), as the web image appends it.
 * Nothing else differs from production, staging included: a test of the headers checks what
 * production serves.
 * @param {(name: string) => string} read  a file of deploy/ by name
 * @param {{ authEmulatorOrigin?: string | null, hsts?: boolean }} options
 * @returns {Record<string, string>} each file's name and text
 */
export function renderIncludeFiles(read, { authEmulatorOrigin = null, hsts = false }) {
  return {
    'security-headers.conf':
      renderSecurityHeaders(read('security-headers.conf'), { authEmulatorOrigin }) +
      (hsts ? `\n${read('hsts.conf')}` : ''),
    'api-proxy.conf': read('api-proxy.conf'),
  };
}

/**
 * Connections one nginx worker holds at once, the host's and the web image's
 * (deploy/web.Dockerfile sets the same). An open event stream (`/api/threads/stream`) holds two,
 * the browser's and the API instance's, for as long as the page is open: Debian's 768 would cap a
 * worker near 380 streams, fewer with the site's other requests.
 */
export const WORKER_CONNECTIONS = 4096;
/** The descriptors a worker may open: its connections, plus the files it sends and its logs. */
export const WORKER_OPEN_FILES = 2 * WORKER_CONNECTIONS;

/**
 * The main config nginx starts with (`nginx -p RUN_DIR -c THIS -g 'daemon off;'`): what the
 * image's /etc/nginx/nginx.conf gives conf.d/default.conf, with every file nginx writes kept
 * under `runDir`, errors on stderr (the start script labels them) and the site's config included.
 * @param {{ runDir: string, siteConfig: string, accessLog?: string | null, nginxLogPort?: number | null, workerUser?: string | null, modules?: string[] }} options
 *   accessLog: a file for the access log, or null for none. nginxLogPort: the rendered pages
 *   server's syslog port, which counts the same lines (as in the image), or null. workerUser: the user the workers
 *   run as when nginx starts as root (nginx's default, nobody:nobody, has no group on Debian).
 *   modules: dynamic modules to load (Debian's main config loads those of modules-enabled/).
 */
export function renderMainConfig({
  runDir,
  siteConfig,
  accessLog = null,
  nginxLogPort = null,
  workerUser = null,
  modules = [],
}) {
  const run = checkedPath(runDir);
  const loads = modules.map((module) => `load_module ${checkedPath(module)};\n`).join('');
  return `# Written by deploy/start-production.mjs for one run; everything nginx writes stays in ${run}.
${loads}${workerUser ? `user ${workerUser};\n` : ''}worker_processes 2;
worker_rlimit_nofile ${WORKER_OPEN_FILES};
pid ${run}/nginx.pid;
error_log stderr warn;

events {
  worker_connections ${WORKER_CONNECTIONS};
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${run}/temp/client-body;
  proxy_temp_path ${run}/temp/proxy;
  fastcgi_temp_path ${run}/temp/fastcgi;
  uwsgi_temp_path ${run}/temp/uwsgi;
  scgi_temp_path ${run}/temp/scgi;

  include ${checkedPath(siteConfig)};
  # After the site's config, which defines the format (one JSON line per request, with its id).
  access_log ${accessLog ? `${checkedPath(accessLog)} carzone_json` : 'off'};
${nginxLogPort ? LOG_TO_PAGES_SERVER(nginxLogPort) : ''}}
`;
}

/**
 * A self-signed certificate for localhost, for a staging run's HTTPS (openssl, as the web image's
 * start-up does when no pair is mounted).
 * @param {string} dir  where the two files go
 * @returns {{ certificate: string, key: string }} their paths
 */
export function writeSelfSignedPair(dir) {
  const certificate = join(dir, 'self-signed-certificate.pem');
  const key = join(dir, 'self-signed-private-key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(
      `openssl could not make a self-signed certificate: ${result.stderr || result.error}`,
    );
  return { certificate, key };
}
