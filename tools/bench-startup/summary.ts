/** Answer times in ms per probed path, in the order they were taken. */
export type ProbeTimes = Record<string, number[]>;

/** The target: no request waits more than this behind a start-up job. */
export const MAX_WAIT_MS = 100;

const ms = (n: number) => `${Math.round(n)} ms`;

/** A Markdown table: per path the count of answers, their 99th percentile, the slowest, the verdict. */
export function summarise(times: ProbeTimes): string {
  const lines = [
    '| read | answers | p99 | slowest | target met (slowest under 100 ms) |',
    '|---|---|---|---|---|',
  ];
  for (const [urlPath, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
    const max = sorted.at(-1) ?? NaN;
    lines.push(
      `| ${urlPath} | ${list.length} | ${ms(p99)} | ${ms(max)} | ${max < MAX_WAIT_MS ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}
