import type { Scoreline } from '@contracts/api/predicted-scores';

/** Scorelines shown before kick-off against the final scores: how often the exact score and the outcome were right. */

export interface ShownAndActual {
  shown: Scoreline;
  actual: Scoreline;
}

const outcome = (s: Scoreline) => Math.sign(s.home - s.away);

/** Shares of matches (0-1) with the exact score and with the outcome shown; 0 without matches. */
export function hitRates(rows: readonly ShownAndActual[]): { exact: number; outcome: number } {
  if (rows.length === 0) return { exact: 0, outcome: 0 };
  const exact = rows.filter((r) => r.shown.home === r.actual.home && r.shown.away === r.actual.away).length;
  const right = rows.filter((r) => outcome(r.shown) === outcome(r.actual)).length;
  return { exact: exact / rows.length, outcome: right / rows.length };
}
