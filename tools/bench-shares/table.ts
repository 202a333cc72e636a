/** One share endpoint's answers: the first (cold) and the later ones (warm), in ms. */
export interface EndpointTimes {
  path: string;
  status: number;
  bytes: number;
  cold: number;
  /** The app process's CPU time during the first answer (null where /proc is not readable). */
  coldCpu: number | null;
  warm: number[];
}

/** The target for a cold `/api/goal-share-season` on the real snapshot. */
export const COLD_TARGET_MS = 2_000;

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '-');

function median(list: readonly number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * A Markdown table, one row per endpoint in the order requested: status, body size, the first
 * answer (the first one does the cold work every later share endpoint shares) and the app's CPU
 * time during it (on a busy machine the wall time mostly waits for a core; the CPU time does not),
 * the median and the slowest of the warm answers.
 */
export function sharesTable(rows: readonly EndpointTimes[]): string {
  const lines = [
    '| endpoint | status | bytes | first (cold) | cold CPU | warm median | warm slowest |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const slowest = r.warm.length > 0 ? Math.max(...r.warm) : NaN;
    lines.push(
      `| ${r.path} | ${r.status} | ${r.bytes} | ${ms(r.cold)} | ${ms(r.coldCpu ?? NaN)} | ${ms(median(r.warm))} | ${ms(slowest)} |`,
    );
  }
  return lines.join('\n');
}
