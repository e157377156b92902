// The web metrics as Prometheus scrapes them: nginx's lines arriving over syslog (UDP) counted by
// status, renders and fallbacks counted, and nothing but numbers and fixed words in a label.
import type { AddressInfo } from 'node:net';
import { createSocket } from 'node:dgram';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebMetricsServer, receiveNginxLog, WebMetrics } from './web-metrics.js';

/** A line as nginx sends it: syslog's header (nohostname), then `carzone_json`. */
const nginxLine = (path: string, status: number) =>
  `<190>Nov 29 20:00:00 carzone: {"time":"2026-11-29T20:00:00+00:00","requestId":"3f2b8c1e","method":"GET","path":"${path}","status":${status},"bytes":12,"durationS":0.003,"upstream":"127.0.0.1:4301","upstreamS":"0.003"}`;

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function scrape(
  metrics: WebMetrics,
): Promise<{ status: number; type: string; text: string }> {
  const server = createWebMetricsServer(metrics);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
  const other = await fetch(`http://127.0.0.1:${port}/`);
  expect(other.status).toBe(404);
  return {
    status: answer.status,
    type: answer.headers.get('content-type') ?? '',
    text: await answer.text(),
  };
}

describe('the web metrics', () => {
  it("counts nginx's answers by status, the API's apart from the site's, from lines sent over UDP", async () => {
    const metrics = new WebMetrics();
    const socket = receiveNginxLog(metrics);
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => socket.close(() => resolve())));
    const { port } = socket.address();
    const sender = createSocket('udp4');
    closers.push(() => new Promise((resolve) => sender.close(() => resolve())));
    const lines = [
      nginxLine('/api/cars', 200),
      nginxLine('/api/bookings', 502),
      nginxLine('/api/bookings', 502),
      nginxLine('/available', 200),
      nginxLine('/remotes/mf-catalog/remoteEntry.js', 404),
      'not a line of ours',
    ];
    for (const line of lines)
      await new Promise<void>((resolve, reject) =>
        sender.send(line, port, '127.0.0.1', (error) => (error ? reject(error) : resolve())),
      );
    await expect
      .poll(async () => (await scrape(metrics)).text)
      .toContain('carzone_nginx_requests_total{status="404",to="site"} 1');

    const { status, type, text } = await scrape(metrics);
    expect(status).toBe(200);
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(text).toContain('carzone_nginx_requests_total{status="200",to="api"} 1');
    expect(text).toContain('carzone_nginx_requests_total{status="502",to="api"} 2');
    expect(text).toContain('carzone_nginx_requests_total{status="200",to="site"} 1');
    // A path, a request id or an address never becomes a label.
    expect(text).not.toMatch(/cars|bookings|available|3f2b8c1e|4301/);
  });

  it('counts renders with their time, and fallbacks by why', async () => {
    const metrics = new WebMetrics();
    metrics.countRender(0.04);
    metrics.countRender(0.3);
    metrics.countRender(3);
    metrics.countFallback('api');
    metrics.countFallback('api');
    metrics.countFallback('busy');
    const { text } = await scrape(metrics);
    expect(text).toContain('carzone_page_renders_total 3');
    expect(text).toContain('carzone_page_render_fallbacks_total{reason="api"} 2');
    expect(text).toContain('carzone_page_render_fallbacks_total{reason="busy"} 1');
    expect(text).toContain('carzone_page_render_fallbacks_total{reason="error"} 0');
    expect(text).toContain('carzone_page_render_duration_seconds_bucket{le="0.05"} 1');
    expect(text).toContain('carzone_page_render_duration_seconds_bucket{le="0.5"} 2');
    expect(text).toContain('carzone_page_render_duration_seconds_bucket{le="2.5"} 2');
    expect(text).toContain('carzone_page_render_duration_seconds_bucket{le="+Inf"} 3');
    expect(text).toContain('carzone_page_render_duration_seconds_count 3');
    expect(text).toMatch(/carzone_page_render_duration_seconds_sum 3\.34/);
  });
});
