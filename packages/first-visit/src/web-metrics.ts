// The web side's metrics, served by the rendered pages server (the one Node process beside nginx
// on every web host) on a port of its own, never through nginx: its renders (how many, how long,
// and how often nginx got the written page instead, by why), and nginx's answers by status, read
// from the access log lines nginx sends it over syslog (deploy/nginx.conf). Written in
// Prometheus's text format by hand: the web image carries this package's dist and nothing else
// (no node_modules), and these are four series (docs/decisions/015-web-metrics-beside-nginx.md).
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server } from 'node:http';

/** Why a page went out as written at start-up instead of rendered for the request. */
export type PageFallbackReason =
  /** More renders waiting than the renderer takes. */
  | 'busy'
  /** The API was too slow, answered an error, or the screen never became ready. */
  | 'api'
  /** The render threw. */
  | 'error';

export const PAGE_FALLBACK_REASONS: readonly PageFallbackReason[] = ['busy', 'api', 'error'];

export const PAGE_RENDERS = 'carzone_page_renders_total';
export const PAGE_RENDER_FALLBACKS = 'carzone_page_render_fallbacks_total';
export const PAGE_RENDER_DURATION = 'carzone_page_render_duration_seconds';
export const NGINX_REQUESTS = 'carzone_nginx_requests_total';

/** A render waits its turn (one at a time) and for the API (at most 1 s): its buckets. */
const RENDER_DURATION_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The fields of nginx's `carzone_json` line this counts by; the line's order is nginx.conf's. */
const NGINX_LINE = /"path":"((?:[^"\\]|\\.)*)","status":(\d{3}),/;

export class WebMetrics {
  private renders = 0;
  private readonly fallbacks = new Map<PageFallbackReason, number>(
    PAGE_FALLBACK_REASONS.map((reason) => [reason, 0]),
  );
  /** Observations in each bucket alone (not cumulative), the last one past the last bound. */
  private readonly durationBuckets = new Array<number>(RENDER_DURATION_BUCKETS.length + 1).fill(0);
  private durationSum = 0;
  /** `status to` → answers; `to` is `api` for /api/…, else `site`. */
  private readonly nginxAnswers = new Map<string, number>();

  countRender(seconds: number): void {
    this.renders++;
    this.durationSum += seconds;
    const bucket = RENDER_DURATION_BUCKETS.findIndex((bound) => seconds <= bound);
    this.durationBuckets[bucket === -1 ? RENDER_DURATION_BUCKETS.length : bucket]!++;
  }

  countFallback(reason: PageFallbackReason): void {
    this.fallbacks.set(reason, (this.fallbacks.get(reason) ?? 0) + 1);
  }

  /** One access log line of nginx's (`carzone_json`, maybe behind a syslog header); others are skipped. */
  countNginxLine(line: string): void {
    const match = NGINX_LINE.exec(line);
    if (!match) return;
    const to = match[1]!.startsWith('/api/') || match[1] === '/api' ? 'api' : 'site';
    const key = `${match[2]} ${to}`;
    this.nginxAnswers.set(key, (this.nginxAnswers.get(key) ?? 0) + 1);
  }

  /** Every metric in Prometheus's text format (0.0.4), HELP and TYPE included. */
  text(): string {
    const lines = [
      `# HELP ${PAGE_RENDERS} Pages rendered for their request (with the API's data in the HTML).`,
      `# TYPE ${PAGE_RENDERS} counter`,
      `${PAGE_RENDERS} ${this.renders}`,
      `# HELP ${PAGE_RENDER_FALLBACKS} Requests for a page rendered per request that got the page written at start-up instead, by why.`,
      `# TYPE ${PAGE_RENDER_FALLBACKS} counter`,
      ...[...this.fallbacks].map(
        ([reason, count]) => `${PAGE_RENDER_FALLBACKS}{reason="${reason}"} ${count}`,
      ),
      `# HELP ${PAGE_RENDER_DURATION} Time from a request reaching the renderer to its page being sent, for pages rendered.`,
      `# TYPE ${PAGE_RENDER_DURATION} histogram`,
    ];
    let cumulative = 0;
    RENDER_DURATION_BUCKETS.forEach((bound, index) => {
      cumulative += this.durationBuckets[index]!;
      lines.push(`${PAGE_RENDER_DURATION}_bucket{le="${bound}"} ${cumulative}`);
    });
    lines.push(
      `${PAGE_RENDER_DURATION}_bucket{le="+Inf"} ${this.renders}`,
      `${PAGE_RENDER_DURATION}_sum ${this.durationSum}`,
      `${PAGE_RENDER_DURATION}_count ${this.renders}`,
      `# HELP ${NGINX_REQUESTS} nginx's answers, by status and by whether they were the API's (to="api") or the site's.`,
      `# TYPE ${NGINX_REQUESTS} counter`,
    );
    for (const [key, count] of this.nginxAnswers) {
      const [status, to] = key.split(' ');
      lines.push(`${NGINX_REQUESTS}{status="${status}",to="${to}"} ${count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

/** `GET /metrics` with `metrics`' text; everything else 404. */
export function createWebMetricsServer(metrics: WebMetrics): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response
      .writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' })
      .end(metrics.text());
  });
}

/**
 * Receives nginx's access log over syslog (UDP, one line per datagram: `access_log
 * syslog:server=127.0.0.1:PORT,…`) and counts each line. Fire and forget on nginx's side: while
 * this is down nginx answers as ever, and only the counts miss those requests.
 */
export function receiveNginxLog(metrics: WebMetrics): Socket {
  const socket = createSocket('udp4');
  socket.on('message', (datagram) => metrics.countNginxLine(datagram.toString('utf8')));
  return socket;
}
