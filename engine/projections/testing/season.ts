import type { MatchOdds, SeasonClub, SeasonMatch } from '../season-matches';

/** Four clubs with the game's 2025-26 ids. */
export const CLUBS: SeasonClub[] = [
  { id: 1, name: 'Arsenal', shortName: 'ARS' },
  { id: 12, name: 'Liverpool', shortName: 'LIV' },
  { id: 13, name: 'Man City', shortName: 'MCI' },
  { id: 17, name: 'Sunderland', shortName: 'SUN' },
];

const club = (id: number): SeasonClub => {
  const found = CLUBS.find((c) => c.id === id);
  if (!found) throw new Error(`no club ${id}`);
  return found;
};

/** Odds with the given expected goals; the rest plain numbers a test can check against. */
export function odds(homeGoals: number, awayGoals: number, over: Partial<MatchOdds> = {}): MatchOdds {
  return {
    homeGoals,
    awayGoals,
    homeWin: 0.5,
    draw: 0.3,
    awayWin: 0.2,
    homeCleanSheet: Math.exp(-awayGoals),
    awayCleanSheet: Math.exp(-homeGoals),
    over2_5: 0.45,
    under2_5: 0.55,
    outcome: 'home',
    predictedScore: { home: 1, away: 0 },
    confidence: 'Medium',
    rho: 0,
    ...over,
  };
}

let nextId = 0;

/** A match of gameweek `gw` (null: postponed); `actual` makes it finished. */
export function match(
  gw: number | null,
  home: number,
  away: number,
  o: MatchOdds,
  actual: { home: number; away: number } | null = null,
  actualAssists: { home: number; away: number } | null = null,
): SeasonMatch {
  nextId += 1;
  return {
    fixtureId: nextId,
    gameweek: gw,
    kickoffTime:
      gw === null ? null : new Date(Date.UTC(2025, 7, 16 + 7 * (gw - 1), 12 + (nextId % 6))).toISOString(),
    home: club(home),
    away: club(away),
    odds: o,
    actual,
    actualAssists,
  };
}
