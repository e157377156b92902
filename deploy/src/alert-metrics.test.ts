// Every metric the alert rules read is one that is exported: by the API instances (their registry,
// as a scrape reads it) or by the web metrics beside nginx (decision 015). A rule on a misspelt or
// renamed metric would never fire, and promtool's checks cannot tell.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WebMetrics } from '@carzone/first-visit';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ALERT_RULES, API_JOB, WEB_JOB } from '../lib/prometheus.mjs';

interface AlertRules {
  groups: { rules: { alert: string; expr: string }[] }[];
}

const rules = (parse(readFileSync(ALERT_RULES, 'utf8')) as AlertRules).groups.flatMap(
  (group) => group.rules,
);

/**
 * The metric names an expression reads: its identifiers, less functions (a word before `(`),
 * keywords, the labels of `by (…)` and `without (…)`, and what is inside `{…}` and `[…]`.
 */
function metricsRead(expr: string): string[] {
  const keywords = new Set(['by', 'without', 'offset', 'bool', 'and', 'or', 'unless', 'on']);
  const bare = expr
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)]
    .map((match) => match[1]!)
    .filter((word) => !keywords.has(word) && !/^\d+[smhdwy]?$/.test(word));
}

/** The names of the series families a text exposition declares (`# TYPE name kind`). */
function exported(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, kind] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (kind === 'histogram' || kind === 'summary')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}

async function apiExport(): Promise<Set<string>> {
  // The API's own class, from its source: what it answers a scrape.
  const source = join(import.meta.dirname, '..', '..', 'api', 'src', 'metrics', 'metrics.ts');
  const { Metrics } = (await import(pathToFileURL(source).href)) as {
    Metrics: new () => { scrape(): Promise<string> };
  };
  return exported(await new Metrics().scrape());
}

describe('the alert rules (deploy/prometheus/alerts.yml)', () => {
  it('read only metrics the API or the web metrics export, and only the jobs Prometheus scrapes', async () => {
    const api = await apiExport();
    const web = exported(new WebMetrics().text());
    const unknown = rules.flatMap(({ alert, expr }) =>
      metricsRead(expr)
        .filter((name) => name !== 'up' && !api.has(name) && !web.has(name))
        .map((name) => `${alert}: ${name}`),
    );
    expect(unknown).toEqual([]);
    const jobs = rules.flatMap(({ expr }) =>
      [...expr.matchAll(/\bup\{job="([^"]+)"\}/g)].map((match) => match[1]),
    );
    expect(new Set(jobs)).toEqual(new Set([API_JOB, WEB_JOB]));
    // The rules read some of each: the check above has something to check on both sides.
    const read = new Set(rules.flatMap(({ expr }) => metricsRead(expr)));
    expect([...read].some((name) => api.has(name))).toBe(true);
    expect([...read].some((name) => web.has(name))).toBe(true);
  });

  it('finds a metric nobody exports', () => {
    expect(metricsRead('sum(rate(carzone_http_requests_totl{status=~"5.."}[5m])) > 0.1')).toEqual([
      'carzone_http_requests_totl',
    ]);
  });
});
