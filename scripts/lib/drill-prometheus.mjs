// What a fault drill asks the layout's Prometheus (deploy/lib/prometheus.mjs; staging scrapes and
// evaluates the rules every 5 s): an alert's state as an operator's page would show it, and a
// query's values over the drill, so each drill prints what the operators would have seen.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The state of alert `name` now: `firing`, `pending` (its condition holds, its `for` not yet
 * passed) or `inactive`.
 * @param {string} prometheusUrl
 * @param {string} name
 * @returns {Promise<'firing' | 'pending' | 'inactive'>}
 */
export async function alertState(prometheusUrl, name) {
  const response = await fetch(`${prometheusUrl}/api/v1/alerts`);
  if (!response.ok) throw new Error(`Prometheus answered ${response.status} for its alerts.`);
  const { data } = await response.json();
  const states = data.alerts
    .filter(
      (/** @type {{ labels: { alertname: string } }} */ alert) => alert.labels.alertname === name,
    )
    .map((/** @type {{ state: string }} */ alert) => alert.state);
  if (states.includes('firing')) return 'firing';
  if (states.includes('pending')) return 'pending';
  return 'inactive';
}

/**
 * Polls alert `name` every second until it is in `state`; resolves with the time it was first
 * seen so (ms since the epoch), or null after `timeoutMs`.
 * @param {string} prometheusUrl
 * @param {string} name
 * @param {'firing' | 'pending' | 'inactive'} state
 * @param {number} timeoutMs
 */
export async function whenAlertIs(prometheusUrl, name, state, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await alertState(prometheusUrl, name)) === state) return Date.now();
    await sleep(1000);
  }
  return null;
}

/**
 * The values of `query` (one series: a `max(…)` or `sum(…)`) from `startMs` to `endMs`, one per
 * `stepSeconds`, as [seconds after startMs, value].
 * @param {string} prometheusUrl
 * @param {string} query
 * @param {{ startMs: number, endMs: number, stepSeconds: number }} range
 * @returns {Promise<Array<[number, number]>>}
 */
export async function queryRange(prometheusUrl, query, { startMs, endMs, stepSeconds }) {
  const parameters = new URLSearchParams({
    query,
    start: String(startMs / 1000),
    end: String(endMs / 1000),
    step: `${stepSeconds}s`,
  });
  const response = await fetch(`${prometheusUrl}/api/v1/query_range?${parameters}`);
  const answer = await response.json();
  if (answer.status !== 'success')
    throw new Error(`Prometheus refused "${query}": ${answer.error}`);
  const [series] = answer.data.result;
  return (series?.values ?? []).map((/** @type {[number, string]} */ [time, value]) => [
    Math.round(time - startMs / 1000),
    Number(value),
  ]);
}
