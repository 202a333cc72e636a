import type { Scoreline } from '@contracts/api/predicted-scores';

/**
 * How a list of scorelines looks and how often it was right: the figures of issue 31's targets
 * (shares of draws, home and away wins, sides on 0 goals, goals per match, distinct scorelines per
 * half-season of 190 matches, result and exact score against what happened).
 */

export interface ScorelineFigures {
  matches: number;
  homeWins: number;
  draws: number;
  awayWins: number;
  /** Share of sides (two a match) on 0 goals. */
  zeros: number;
  goalsPerMatch: number;
  /** Fewest distinct scorelines in a half-season (gameweeks 1-19 or 20-38) of a season. */
  distinctPerHalf: number;
  /** Shares whose result, and exact score, match `actual`; null when scoring the actual scores. */
  outcomeRate: number;
  exactRate: number;
}

export interface FigureRow {
  season: string;
  gameweek: number;
  actual: Scoreline;
}

const sign = (s: Scoreline) => Math.sign(s.home - s.away);

export function scorelineFigures<R extends FigureRow>(
  rows: readonly R[],
  pick: (r: R) => Scoreline,
): ScorelineFigures {
  const n = Math.max(rows.length, 1);
  const share = (test: (r: R) => boolean) => rows.filter(test).length / n;
  const halves = new Map<string, Set<string>>();
  let zeros = 0;
  let goals = 0;
  for (const r of rows) {
    const s = pick(r);
    zeros += (s.home === 0 ? 1 : 0) + (s.away === 0 ? 1 : 0);
    goals += s.home + s.away;
    const half = `${r.season}|${r.gameweek <= 19 ? 1 : 2}`;
    halves.set(half, (halves.get(half) ?? new Set()).add(`${s.home}-${s.away}`));
  }
  return {
    matches: rows.length,
    homeWins: share((r) => sign(pick(r)) > 0),
    draws: share((r) => sign(pick(r)) === 0),
    awayWins: share((r) => sign(pick(r)) < 0),
    zeros: zeros / (2 * n),
    goalsPerMatch: goals / n,
    distinctPerHalf: halves.size === 0 ? 0 : Math.min(...[...halves.values()].map((s) => s.size)),
    outcomeRate: share((r) => sign(pick(r)) === sign(r.actual)),
    exactRate: share((r) => pick(r).home === r.actual.home && pick(r).away === r.actual.away),
  };
}
