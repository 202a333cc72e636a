import type { StatRow } from './rows';

export interface Leader {
  name: string;
  value: number;
}

/** The row with the most of `key` (the first on a tie); null when there are no rows or all are 0. */
export function leader(rows: readonly StatRow[], key: 'totalPoints' | 'goals' | 'assists'): Leader | null {
  let best: StatRow | null = null;
  for (const row of rows) if (!best || row[key] > best[key]) best = row;
  return best && best[key] > 0 ? { name: best.webName, value: best[key] } : null;
}
