// The reports' queue as operators watch it (docs/operations.md, CarZoneReportWaiting): how many
// reports wait for staff and how long the oldest has waited. Read at each scrape from the
// `reports_open_queue_idx` index's first row and its size; NaN until the database answers.
import { Gauge, type Registry } from 'prom-client';

export class ReportQueueGauges {
  readonly open: Gauge;
  readonly oldestOpen: Gauge;

  constructor(registry: Registry) {
    this.open = new Gauge({
      name: 'carzone_reports_open',
      help: 'Reports of cars, reviews and people waiting for staff (status open).',
      registers: [registry],
    });
    this.oldestOpen = new Gauge({
      name: 'carzone_report_oldest_open_seconds',
      help: 'How long the oldest open report has waited for staff; 0 when none is open.',
      registers: [registry],
    });
  }
}
