// The HTTP answers' two metrics, counted by hand rather than through prom-client: they move on
// every request, and prom-client's label hashing and checks cost about 0.8 µs a request where
// these cost a few map lookups (the metrics may cost at most 5 % of GET /api/car/:id's
// throughput). They are written in Prometheus's text format beside the registry's at scrape.

export const HTTP_REQUESTS = 'carzone_http_requests_total';
export const HTTP_DURATION = 'carzone_http_request_duration_seconds';

export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** One route's answers to one method: how many of each status, and their times. */
class MethodAnswers {
  readonly byStatus = new Map<number, number>();
  /** Observations in each bucket alone (not cumulative), the last one past 5 s. */
  readonly buckets = new Float64Array(HTTP_DURATION_BUCKETS.length + 1);
  timed = 0;
  seconds = 0;
}

export class HttpAnswers {
  /** Route → method → its answers. */
  private readonly routes = new Map<string, Map<string, MethodAnswers>>();

  count(route: string, method: string, status: number, seconds?: number): void {
    let methods = this.routes.get(route);
    if (!methods) this.routes.set(route, (methods = new Map()));
    let answers = methods.get(method);
    if (!answers) methods.set(method, (answers = new MethodAnswers()));
    answers.byStatus.set(status, (answers.byStatus.get(status) ?? 0) + 1);
    if (seconds === undefined) return;
    answers.timed++;
    answers.seconds += seconds;
    let bucket = 0;
    while (bucket < HTTP_DURATION_BUCKETS.length && seconds > HTTP_DURATION_BUCKETS[bucket]!)
      bucket++;
    answers.buckets[bucket]!++;
  }

  /** Both metrics in Prometheus's text format (0.0.4), HELP and TYPE included. */
  text(): string {
    const requests = [
      `# HELP ${HTTP_REQUESTS} HTTP answers, by route template (or "unmatched"), method and status.`,
      `# TYPE ${HTTP_REQUESTS} counter`,
    ];
    const durations = [
      `# HELP ${HTTP_DURATION} Time from a request arriving to its answer being sent, by route template and method.`,
      `# TYPE ${HTTP_DURATION} histogram`,
    ];
    for (const [route, methods] of this.routes)
      for (const [method, answers] of methods) {
        const labels = `route="${escaped(route)}",method="${escaped(method)}"`;
        for (const [status, count] of answers.byStatus)
          requests.push(`${HTTP_REQUESTS}{${labels},status="${status}"} ${count}`);
        if (answers.timed === 0) continue;
        let cumulative = 0;
        HTTP_DURATION_BUCKETS.forEach((bound, index) => {
          cumulative += answers.buckets[index]!;
          durations.push(`${HTTP_DURATION}_bucket{${labels},le="${bound}"} ${cumulative}`);
        });
        durations.push(
          `${HTTP_DURATION}_bucket{${labels},le="+Inf"} ${answers.timed}`,
          `${HTTP_DURATION}_sum{${labels}} ${answers.seconds}`,
          `${HTTP_DURATION}_count{${labels}} ${answers.timed}`,
        );
      }
    return `${requests.join('\n')}\n\n${durations.join('\n')}\n`;
  }
}

/** A label value as the text format writes it. */
function escaped(value: string): string {
  return value.replace(/[\\"\n]/g, (character) => (character === '\n' ? '\\n' : `\\${character}`));
}
