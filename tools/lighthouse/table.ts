/** One route's Lighthouse figures; a score is 0..1, null when Lighthouse could not compute it. */
export interface RouteScores {
  route: string;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Ids of the accessibility audits that failed. */
  failing: string[];
  /** Why Lighthouse gave no performance score (its runtime error code, or the metrics it could not measure), else null. */
  problem: string | null;
}

/**
 * The run to report among several of one route: the one with the median performance score, as
 * Lighthouse advises against reading a single run (scores move by a few points between runs).
 * Runs where Lighthouse computed no score are left out; null when no run has one.
 */
export function medianRun(runs: readonly RouteScores[]): RouteScores | null {
  const scored = runs
    .filter((r) => r.performance !== null)
    .sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return scored[Math.floor((scored.length - 1) / 2)] ?? null;
}

const score = (s: number | null) => (s === null ? '-' : String(Math.round(s * 100)));
const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null) => (ms === null ? '-' : `${Math.round(ms)} ms`);
const shift = (cls: number | null) => (cls === null ? '-' : cls.toFixed(2));

/** A Markdown table, the failed accessibility audits beside the score. */
export function lighthouseTable(rows: readonly RouteScores[]): string {
  const lines = [
    '| route | performance | accessibility | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const a11y = score(r.accessibility) + (r.failing.length ? ` (${r.failing.join(', ')})` : '');
      const performance = score(r.performance) + (r.problem ? ` (${r.problem})` : '');
      return `| ${r.route} | ${performance} | ${a11y} | ${seconds(r.lcpMs)} | ${millis(r.tbtMs)} | ${shift(r.cls)} |`;
    }),
  ];
  return lines.join('\n');
}
