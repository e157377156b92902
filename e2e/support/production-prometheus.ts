// The staging layout's Prometheus and the API instances' metrics, as the smoke suite reads them:
// Prometheus's HTTP API (targets, instant queries) and each instance's own /metrics, on
// 127.0.0.1 only (never through nginx).
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { PRODUCTION_METRICS_TARGETS, PRODUCTION_PROMETHEUS_URL } from './production-env.ts';

/**
 * Whether the API as built serves metrics: its configuration reads METRICS_PORT (api/src/config/
 * app-config.ts). A build from before the metrics has no metrics port, and Prometheus finds both
 * instances down.
 */
export function builtApiServesMetrics(): boolean {
  const config = new URL('../../api/dist/config/app-config.js', import.meta.url);
  try {
    return readFileSync(config, 'utf8').includes('METRICS_PORT');
  } catch {
    return false;
  }
}

interface Target {
  labels: Record<string, string>;
  health: 'up' | 'down' | 'unknown';
  lastError: string;
}

/** The API job's scrape targets as Prometheus sees them: address → health. */
export async function apiTargets(): Promise<Record<string, string>> {
  const response = await fetch(`${PRODUCTION_PROMETHEUS_URL}/api/v1/targets?state=active`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { activeTargets: Target[] } };
  return Object.fromEntries(
    data.activeTargets
      .filter((target) => target.labels.job === 'carzone-api')
      .map((target) => [target.labels.instance, target.health]),
  );
}

/** Both API instances scraped and up, polled: a scrape comes every 5 s in staging. */
export async function expectBothInstancesUp(): Promise<void> {
  await expect
    .poll(apiTargets, { timeout: 30_000, intervals: [500, 1000] })
    .toEqual(Object.fromEntries(PRODUCTION_METRICS_TARGETS.map((target) => [target, 'up'])));
}

/** An instant query's answer: one number per series, by its `instance` label. */
export async function queryByInstance(query: string): Promise<Record<string, number>> {
  const url = `${PRODUCTION_PROMETHEUS_URL}/api/v1/query?query=${encodeURIComponent(query)}`;
  const response = await fetch(url);
  const answer = (await response.json()) as {
    status: string;
    error?: string;
    data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
  };
  expect(answer.status, answer.error).toBe('success');
  return Object.fromEntries(
    answer.data.result.map(({ metric, value }) => [metric.instance ?? '', Number(value[1])]),
  );
}

/**
 * The sum of a counter's series on one instance's own /metrics page whose labels include
 * `labels` (0 when there is none yet).
 */
export async function instanceCounter(
  target: string,
  name: string,
  labels: Record<string, string>,
): Promise<number> {
  const response = await fetch(`http://${target}/metrics`);
  expect(response.status, `http://${target}/metrics`).toBe(200);
  const wanted = Object.entries(labels).map(
    ([label, value]) => `${label}=${JSON.stringify(value)}`,
  );
  let sum = 0;
  for (const line of (await response.text()).split('\n')) {
    const match = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const present = match[2]!.split(',');
    if (wanted.every((pair) => present.includes(pair))) sum += Number(match[3]);
  }
  return sum;
}
