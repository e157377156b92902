// nginx for a layout: deploy/nginx.conf and the files it includes rendered into the run folder
// (nginx-config.mjs), with HTTPS and brotli as this host has them, then Debian's nginx (or NGINX)
// started on them and waited for until it answers for the site and the API.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitUntilAnswering } from './child-processes.mjs';
import {
  BROTLI_STATIC_MODULE,
  renderIncludeFiles,
  renderMainConfig,
  renderSiteConfig,
  writeSelfSignedPair,
} from './nginx-config.mjs';
import { repoRoot } from './repository.mjs';

const deployDir = join(repoRoot, 'deploy');

/** The nginx to run: NGINX when set, else Debian's. */
function nginxBinary() {
  return process.env.NGINX || '/usr/sbin/nginx';
}

/**
 * @typedef {object} NginxOptions
 * @property {number} port  the site's HTTP port
 * @property {string} runDir  nginx's prefix: temp files, logs
 * @property {string} confDir  where its configuration is written
 * @property {string} siteDir  the web root
 * @property {number[]} apiPorts
 * @property {number} pagesPort
 * @property {number} nginxLogPort
 * @property {string | null} authEmulatorUrl  staging: allowed by the security headers
 * @property {{ port: number, certificate?: string, key?: string } | null | undefined} tls  the
 *   layout's option (a self-signed pair is written when no pair is given)
 * @property {boolean} staging
 * @property {(line: string) => void} log
 */

/**
 * Writes nginx's configuration and starts it; resolves once it answers for the API and the site.
 * @param {import('./child-processes.mjs').ChildGroup} children
 * @param {NginxOptions} options
 * @returns {Promise<{ url: string, httpsUrl: string | null }>}
 */
export async function startNginx(children, options) {
  const { port, runDir, confDir, tls: wanted } = options;
  const read = (/** @type {string} */ name) => readFileSync(join(deployDir, name), 'utf8');
  const included = renderIncludeFiles(read, {
    authEmulatorOrigin: options.authEmulatorUrl,
    // HSTS only where TLS ends here with a real pair (deploy/hsts.conf), as in the web image.
    hsts: Boolean(wanted?.certificate && !options.staging),
  });
  for (const [name, text] of Object.entries(included)) writeFileSync(join(confDir, name), text);
  const tls = wanted
    ? {
        port: wanted.port,
        ...(wanted.certificate && wanted.key
          ? { certificate: wanted.certificate, key: wanted.key }
          : writeSelfSignedPair(confDir)),
      }
    : null;
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  if (!brotli)
    options.log(
      `nginx has no brotli_static module (${BROTLI_STATIC_MODULE}): it sends the .gz copies. apt-get install libnginx-mod-http-brotli-static adds it.`,
    );
  const siteConfig = join(confDir, 'site.conf');
  writeFileSync(
    siteConfig,
    renderSiteConfig(read('nginx.conf'), {
      port,
      siteDir: options.siteDir,
      apiServers: options.apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`),
      pagesPort: options.pagesPort,
      includeDir: confDir,
      tls,
      brotli,
    }),
  );
  const mainConfig = join(confDir, 'nginx.conf');
  writeFileSync(
    mainConfig,
    renderMainConfig({
      runDir,
      siteConfig,
      accessLog: join(runDir, 'logs', 'access.log'),
      nginxLogPort: options.nginxLogPort,
      workerUser: process.getuid?.() === 0 ? 'www-data' : null,
      modules: brotli ? [BROTLI_STATIC_MODULE] : [],
    }),
  );
  const nginx = children.start(
    'nginx',
    nginxBinary(),
    ['-e', 'stderr', '-p', runDir, '-c', mainConfig, '-g', 'daemon off;'],
    { env: { PATH: process.env.PATH } },
  );
  const url = `http://localhost:${port}`;
  await waitUntilAnswering(`${url}/api/health`, {
    label: 'nginx (the route to the API)',
    child: nginx,
  });
  await waitUntilAnswering(`${url}/`, { label: 'nginx (the site)', child: nginx });
  const httpsUrl = tls ? `https://localhost:${tls.port}` : null;
  return { url, httpsUrl };
}
