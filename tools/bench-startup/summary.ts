/** Answer times in ms per probed path, in the order they were taken. */
export type ProbeTimes = Record<string, number[]>;

/** The target: no request waits more than this behind a start-up job. */
export const MAX_WAIT_MS = 100;

const ms = (n: number) => `${Math.round(n)} ms`;

/**
 * A Markdown table: per path the count of answers, the first one apart (it does the path's own cold
 * work: a first read of its data, a first model fit), then the 99th percentile and the slowest of
 * the others, which only wait behind the start-up jobs; the verdict is on those.
 */
export function summarise(times: ProbeTimes): string {
  const lines = [
    '| read | answers | first (cold) | p99 after the first | slowest after the first | target met (under 100 ms) |',
    '|---|---|---|---|---|---|',
  ];
  for (const [urlPath, list] of Object.entries(times)) {
    const [first = NaN, ...rest] = list;
    const sorted = [...rest].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
    const max = sorted.at(-1) ?? NaN;
    const met = max < MAX_WAIT_MS ? 'yes' : 'no';
    lines.push(`| ${urlPath} | ${list.length} | ${ms(first)} | ${ms(p99)} | ${ms(max)} | ${met} |`);
  }
  return lines.join('\n');
}
