import { total, type Metric, type PlayerRow } from './merge';

export interface AverageConfidence {
  /** Mean of the non-null confidences, in percent. */
  percent: number;
  /** How many projections (player-gameweeks) it averages. */
  projections: number;
}

/**
 * The mean `ensemble_confidence` of the players shown over the gameweeks shown, skipping nulls;
 * null when none is measured (no backtest stored).
 */
export function averageConfidence(
  rows: readonly PlayerRow[],
  gameweeks: readonly number[],
): AverageConfidence | null {
  let sum = 0;
  let count = 0;
  for (const row of rows) {
    for (const gw of gameweeks) {
      const c = row.byGameweek.get(gw)?.confidence;
      if (c === null || c === undefined) continue;
      sum += c;
      count += 1;
    }
  }
  return count === 0 ? null : { percent: sum / count, projections: count };
}

export interface Highlight {
  metric: Metric;
  player: PlayerRow;
  value: number;
}

/** The player with the most of each figure over the gameweeks shown (ties: first by name). */
export function highlights(rows: readonly PlayerRow[], gameweeks: readonly number[]): Highlight[] {
  if (rows.length === 0 || gameweeks.length === 0) return [];
  const metrics: Metric[] = ['points', 'goals', 'assists'];
  return metrics.map((metric) => {
    let best: Highlight | null = null;
    for (const player of rows) {
      const value = total(player, gameweeks, metric);
      if (!best || value > best.value || (value === best.value && player.name < best.player.name)) {
        best = { metric, player, value };
      }
    }
    return best!;
  });
}
