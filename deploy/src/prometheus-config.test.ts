// The production layout's prometheus.yml: every API instance scraped as the job the alert rules
// name, the rules loaded, and a file Prometheus's own checker accepts (Debian's promtool).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ALERT_RULES, API_JOB, renderPrometheusConfig, WEB_JOB } from '../lib/prometheus.mjs';

/** How many rules alerts.yml has: promtool says it found them all. */
const ALERT_RULE_COUNT = (
  parse(readFileSync(ALERT_RULES, 'utf8')) as { groups: { rules: unknown[] }[] }
).groups.flatMap((group) => group.rules).length;

/** promtool check config on a file: its exit code and what it printed. */
function promtoolCheckConfig(file: string) {
  const result = spawnSync('promtool', ['check', 'config', file], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const dir = mkdtempSync(join(tmpdir(), 'carzone-prometheus-config-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const targets = [
  { address: '127.0.0.1:4307', unit: 'api-1' },
  { address: '127.0.0.1:4308', unit: 'api-2' },
];

describe("the production layout's prometheus.yml", () => {
  const webTargets = [{ address: '127.0.0.1:4310', unit: 'web' }];
  const text = renderPrometheusConfig({ targets, webTargets, scrapeInterval: '5s' });

  it('scrapes every API instance as carzone-api and the web metrics as carzone-web, with the alert rules loaded', () => {
    expect(parse(text)).toEqual({
      global: { scrape_interval: '5s', evaluation_interval: '5s' },
      rule_files: [ALERT_RULES],
      scrape_configs: [
        {
          job_name: API_JOB,
          metrics_path: '/metrics',
          static_configs: [
            { targets: ['127.0.0.1:4307'], labels: { unit: 'api-1' } },
            { targets: ['127.0.0.1:4308'], labels: { unit: 'api-2' } },
          ],
        },
        {
          job_name: WEB_JOB,
          metrics_path: '/metrics',
          static_configs: [{ targets: ['127.0.0.1:4310'], labels: { unit: 'web' } }],
        },
      ],
    });
    // The rules' instance-down alert is about this job.
    expect(API_JOB).toBe('carzone-api');
  });

  it('is accepted by promtool check config, rules included', () => {
    const file = join(dir, 'prometheus.yml');
    writeFileSync(file, text);
    const { status, output } = promtoolCheckConfig(file);
    expect(status, output).toBe(0);
    expect(output).toContain('SUCCESS: 1 rule files found');
  });

  it('refuses an interval Prometheus would not read', () => {
    expect(() => renderPrometheusConfig({ targets, scrapeInterval: '5 seconds' })).toThrow(
      /scrape interval/,
    );
  });
});

describe("docker-compose.yml's prometheus.yml", () => {
  const file = fileURLToPath(new URL('../prometheus/prometheus.compose.yml', import.meta.url));

  it('scrapes every api replica as carzone-api, and the web service as carzone-web, with the rules beside it (promtool check config)', () => {
    const { status, output } = promtoolCheckConfig(file);
    expect(status, output).toBe(0);
    expect(output).toContain(`SUCCESS: ${ALERT_RULE_COUNT} rules found`);
    const config = parse(readFileSync(file, 'utf8')) as {
      scrape_configs: Array<{ job_name: string; dns_sd_configs: unknown }>;
    };
    expect(config.scrape_configs).toEqual([
      expect.objectContaining({
        job_name: API_JOB,
        dns_sd_configs: [expect.objectContaining({ names: ['api'], port: 9464 })],
      }),
      expect.objectContaining({
        job_name: WEB_JOB,
        static_configs: [{ targets: ['web:9465'], labels: { unit: 'web' } }],
      }),
    ]);
  });
});
