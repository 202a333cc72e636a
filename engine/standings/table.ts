import type { SeasonClub } from '../projections/season-matches';

/**
 * A league table from results, and the game's order of it. The Premier League ranks clubs by points,
 * then goal difference, then goals scored (then head-to-head and a play-off, which decide a place
 * only about once a decade; see simulate.ts for how a simulated season settles such ties).
 */

/** A match of the season: played (its score) or to play (its score probabilities). */
export interface StandingsMatch {
  fixtureId: number;
  /** Club ids. */
  home: number;
  away: number;
  actual: { home: number; away: number } | null;
  /** scores[h][a]: the probability of the score h-a (the match model's matrix); read only when not played. */
  scores: readonly (readonly number[])[];
}

export interface TableTotals {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export const POINTS = { win: 3, draw: 1 } as const;

export const emptyTotals = (): TableTotals => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
});

function addResult(t: TableTotals, scored: number, conceded: number): void {
  t.played += 1;
  t.goalsFor += scored;
  t.goalsAgainst += conceded;
  if (scored > conceded) {
    t.won += 1;
    t.points += POINTS.win;
  } else if (scored === conceded) {
    t.drawn += 1;
    t.points += POINTS.draw;
  } else t.lost += 1;
}

/** Each club's totals from the played matches (a club without one has zeros). */
export function actualTotals(
  clubs: readonly SeasonClub[],
  matches: readonly StandingsMatch[],
): Map<number, TableTotals> {
  const table = new Map(clubs.map((c) => [c.id, emptyTotals()]));
  for (const m of matches) {
    if (!m.actual) continue;
    const home = table.get(m.home);
    const away = table.get(m.away);
    if (home) addResult(home, m.actual.home, m.actual.away);
    if (away) addResult(away, m.actual.away, m.actual.home);
  }
  return table;
}

/** What the order reads: points, goals for and against, and the club's name for a last resort. */
export interface Rankable {
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  name: string;
}

/** Points, then goal difference, then goals scored (each higher first), then name A-Z. */
export function byTableOrder(a: Rankable, b: Rankable): number {
  return (
    b.points - a.points ||
    b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
    b.goalsFor - a.goalsFor ||
    a.name.localeCompare(b.name, 'en')
  );
}
