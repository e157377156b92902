import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Metrics } from './metrics.js';

export const METRICS_PATH = '/metrics';

/**
 * The instance's metrics on a port of their own (METRICS_HOST:METRICS_PORT), a plain HTTP server
 * that answers `GET /metrics` and 404 to anything else: never on the API's port, so never through
 * nginx. Listens once the app has started and closes with it, after the API's own server (the
 * requests under way, counted, have finished). Without `config.metrics`, no server.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const where = this.config.metrics;
    if (!where) return;
    this.metrics.watchProcess();
    const server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(
                `METRICS_PORT ${where.port} is in use on ${where.host} (another API instance?): give each instance a METRICS_PORT of its own, or 0 for none.`,
              )
            : error,
        ),
      );
      server.listen(where.port, where.host, resolve);
    });
    this.server = server;
    const { address, port } = server.address() as AddressInfo;
    this.logger.log(`Metrics at http://${address}:${port}${METRICS_PATH}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Prometheus keeps its connection open between scrapes: an idle one must not hold the exit.
      server.closeIdleConnections();
    });
  }

  /** Where it listens (its port, when the config asked for any free one); null when it does not. */
  address(): AddressInfo | null {
    return (this.server?.address() as AddressInfo | null | undefined) ?? null;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== METRICS_PATH)
      return plain(response, 404, 'Not found: the metrics are at /metrics.');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return plain(response, 405, 'Method not allowed.');
    }
    try {
      const text = await this.metrics.scrape();
      response.writeHead(200, {
        'Content-Type': this.metrics.contentType,
        'Cache-Control': 'no-store',
      });
      response.end(request.method === 'HEAD' ? undefined : text);
    } catch (error) {
      this.logger.error(
        `A scrape failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      plain(response, 500, 'The metrics could not be read.');
    }
  }
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(`${text}\n`);
}
