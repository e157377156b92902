// How the API benchmarks print their figures: a table's cells, and the median and p95 of a
// request's timings.

/** The `p` quantile (0.5, 0.95) of ascending `sorted` figures. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
/** A table's cell: text left-aligned, figures right-aligned, to `width` characters. */
export const pad = (text, width) => String(text).padEnd(width);
export const num = (value, width) => String(value).padStart(width);

/** The median and p95 of ascending `times` (ms) as two cells of `width`: `   12.3 ms    20.1 ms`. */
export const latencyCells = (times, width = 10) =>
  `${num(`${percentile(times, 0.5).toFixed(1)} ms`, width)}${num(`${percentile(times, 0.95).toFixed(1)} ms`, width)}`;
