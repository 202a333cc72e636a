/**
 * One projection endpoint on a cold app: its first answer (the fits), the second (kept), and the
 * first after a restart on the same data (the stored fits).
 */
export interface ColdRow {
  path: string;
  status: number;
  firstMs: number;
  secondMs: number;
  restartMs: number;
}

/** The value below which a share `q` of the times fall (nearest rank); NaN for none. */
export function percentile(times: readonly number[], q: number): number {
  if (times.length === 0) return NaN;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const ms = (n: number) => `${Math.round(n)} ms`;

/** A Markdown table in the order asked: the first endpoint pays for the fits the others share. */
export function coldTable(rows: readonly ColdRow[]): string {
  return [
    '| endpoint | status | first | second | first after a restart |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.path} | ${r.status} | ${ms(r.firstMs)} | ${ms(r.secondMs)} | ${ms(r.restartMs)} |`,
    ),
  ].join('\n');
}
