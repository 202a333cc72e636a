import { isPositionCode } from '@contracts/game/positions';
import type { Appearance } from './share-model';

/** A player's row in one played match, as any season's data gives it. */
export interface MatchRow {
  season: string;
  /** The player's stable key across seasons (the game's player code). */
  player: number;
  position: string;
  fixtureId: number;
  /** His club in that match (any key unique within the season). */
  team: number;
  /** His club in that match by a key that is the same in every season (the game's team code). */
  club: number;
  kickoffMs: number;
  minutes: number;
  goals: number;
  assists: number;
  xg: number | null;
  xa: number | null;
  /** His club's goals in the match and its team xG (null where unmeasured). */
  teamGoals: number;
  teamXg: number | null;
}

/**
 * The goal and assist appearances of the rows with minutes (positions outside the four, such as
 * the 2024-25 assistant managers, left out). A team's assists in a match are its players' assists;
 * its expected assists the sum of their xA, null unless every one of them was measured.
 */
export function toAppearances(rows: readonly MatchRow[]): { goals: Appearance[]; assists: Appearance[] } {
  // Keyed by season, then by fixture and team packed into one number (fixture ids and team keys
  // stay far below 2^21 and 2^32): string keys per row cost several times more on 30,000 rows.
  const bySeason = new Map<string, Map<number, { count: number; expected: number | null }>>();
  const teamOf = (r: MatchRow) => {
    let season = bySeason.get(r.season);
    if (!season) bySeason.set(r.season, (season = new Map()));
    const key = r.fixtureId * 2 ** 32 + r.team;
    let team = season.get(key);
    if (!team) season.set(key, (team = { count: 0, expected: 0 }));
    return team;
  };
  const teams = rows.map((r) => {
    const t = teamOf(r);
    t.count += r.assists;
    t.expected = t.expected === null || r.xa === null ? null : t.expected + r.xa;
    return t;
  });
  const goals: Appearance[] = [];
  const assists: Appearance[] = [];
  rows.forEach((r, i) => {
    if (r.minutes <= 0 || !isPositionCode(r.position)) return;
    const team = teams[i]!;
    const { player, position, club, kickoffMs, minutes } = r;
    goals.push({
      player,
      position,
      club,
      kickoffMs,
      minutes,
      count: r.goals,
      expected: r.xg,
      teamCount: r.teamGoals,
      teamExpected: r.teamXg,
    });
    assists.push({
      player,
      position,
      club,
      kickoffMs,
      minutes,
      count: r.assists,
      expected: r.xa,
      teamCount: team.count,
      teamExpected: team.expected,
    });
  });
  return { goals, assists };
}
