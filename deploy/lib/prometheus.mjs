// Prometheus in the production layout: Debian's /usr/bin/prometheus scraping every API instance's
// metrics port (METRICS_PORT, never through nginx) and the web side's (the rendered pages
// server's PAGES_METRICS_PORT: its renders and nginx's answers by status) with CarZone's alert rules loaded
// (deploy/prometheus/alerts.yml), its configuration written into the layout's run folder and its
// data kept there. docker-compose.yml runs the same rules beside the same kind of configuration
// (deploy/prometheus/prometheus.compose.yml).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitUntilAnswering } from './child-processes.mjs';
import { repoRoot } from './repository.mjs';

/** The alert rules every Prometheus of CarZone loads (`promtool test rules` tests them). */
export const ALERT_RULES = join(repoRoot, 'deploy', 'prometheus', 'alerts.yml');

/** The scrape job of the API instances: the alert rules name it (`up{job="carzone-api"}`). */
export const API_JOB = 'carzone-api';

/** The scrape job of each web host's metrics (renders, nginx's answers). */
export const WEB_JOB = 'carzone-web';

/** The Prometheus to run: PROMETHEUS when set, else Debian's (apt-get install prometheus). */
export function prometheusBinary(env = process.env) {
  return env.PROMETHEUS || '/usr/bin/prometheus';
}

/**
 * prometheus.yml for a layout: every API instance's metrics scraped as job `carzone-api` and each
 * web host's as `carzone-web`, each target labelled with its unit's name (`unit="api-1"`), the
 * alert rules loaded. JSON strings are YAML strings, so every value is written with
 * JSON.stringify.
 * @param {{ targets: Array<{ address: string, unit: string }>, webTargets?: Array<{ address: string, unit: string }>, scrapeInterval: string, rules?: string }} options
 *   targets: host:port of each API instance's metrics; webTargets: of each web host's.
 *   scrapeInterval: also the rules' evaluation interval (`5s`, `15s`).
 */
export function renderPrometheusConfig({
  targets,
  webTargets = [],
  scrapeInterval,
  rules = ALERT_RULES,
}) {
  if (!/^\d+[smh]$/.test(scrapeInterval))
    throw new Error(`A scrape interval is a number of s, m or h (got "${scrapeInterval}").`);
  const staticConfigs = (/** @type {Array<{ address: string, unit: string }>} */ list) =>
    list
      .map(
        ({ address, unit }) =>
          `      - targets: [${JSON.stringify(address)}]\n        labels: { unit: ${JSON.stringify(unit)} }\n`,
      )
      .join('');
  const webJob = webTargets.length
    ? `  - job_name: ${WEB_JOB}
    metrics_path: /metrics
    static_configs:
${staticConfigs(webTargets)}`
    : '';
  return `# Written by deploy/lib/prometheus.mjs for one run of the production layout.
global:
  scrape_interval: ${scrapeInterval}
  evaluation_interval: ${scrapeInterval}

rule_files:
  - ${JSON.stringify(rules)}

scrape_configs:
  - job_name: ${API_JOB}
    metrics_path: /metrics
    static_configs:
${staticConfigs(targets)}${webJob}`;
}

/**
 * Starts Prometheus for a layout (a child of `children`, stopped with the rest) and resolves with
 * its URL once it is ready; null, said in the log, when the binary is missing and
 * CARZONE_REQUIRE_PROMETHEUS does not ask for it.
 * @param {{
 *   children: import('./child-processes.mjs').ChildGroup,
 *   runDir: string,
 *   port: number,
 *   targets: Array<{ address: string, unit: string }>,
 *   webTargets?: Array<{ address: string, unit: string }>,
 *   scrapeInterval: string,
 *   env: NodeJS.ProcessEnv,
 *   log: (line: string) => void,
 * }} options
 * @returns {Promise<string | null>}
 */
export async function startPrometheus({
  children,
  runDir,
  port,
  targets,
  webTargets = [],
  scrapeInterval,
  env,
  log,
}) {
  const binary = prometheusBinary(env);
  if (!existsSync(binary)) {
    const install = 'apt-get install --no-install-recommends prometheus';
    if (/^(1|true|yes|on)$/i.test(env.CARZONE_REQUIRE_PROMETHEUS?.trim() ?? ''))
      throw new Error(
        `CARZONE_REQUIRE_PROMETHEUS is set, but there is no Prometheus at ${binary}: ${install}.`,
      );
    log(`No Prometheus at ${binary}: the layout runs without it (${install} adds it).`);
    return null;
  }
  const dir = join(runDir, 'prometheus');
  mkdirSync(join(dir, 'data'), { recursive: true });
  const config = join(dir, 'prometheus.yml');
  writeFileSync(config, renderPrometheusConfig({ targets, webTargets, scrapeInterval }));
  const url = `http://127.0.0.1:${port}`;
  const prometheus = children.start(
    'prometheus',
    binary,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      // Its own start-up and compaction lines are noise beside the units'; problems still show.
      '--log.level=warn',
    ],
    { cwd: dir, env: { PATH: process.env.PATH } },
  );
  await waitUntilAnswering(`${url}/-/ready`, { label: 'Prometheus', child: prometheus });
  return url;
}
