import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ListingQueueReadings } from './listing-queue-readings.js';
import { Metrics } from './metrics.js';
import { MetricsServer } from './metrics-server.js';
import { ScrapeReadings } from './scrape-readings.js';

/**
 * The instance's Prometheus metrics: the `Metrics` createApp made (it counts answers from the
 * first hook on), for every module to count its events with, and its server (METRICS_PORT).
 */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(metrics: Metrics): DynamicModule {
    return {
      module: MetricsModule,
      providers: [
        { provide: Metrics, useValue: metrics },
        MetricsServer,
        ScrapeReadings,
        ListingQueueReadings,
      ],
      exports: [Metrics],
    };
  }
}
