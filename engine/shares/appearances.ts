import { POSITIONS, type Appearance, type Position } from './share-model';

/** A player's row in one played match, as any season's data gives it. */
export interface MatchRow {
  season: string;
  /** The player's stable key across seasons (the game's player code). */
  player: number;
  position: string;
  fixtureId: number;
  /** His club in that match (any key unique within the season). */
  team: number;
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

export const isPosition = (p: string): p is Position => (POSITIONS as readonly string[]).includes(p);

/**
 * The goal and assist appearances of the rows with minutes (positions outside the four, such as
 * the 2024-25 assistant managers, left out). A team's assists in a match are its players' assists;
 * its expected assists the sum of their xA, null unless every one of them was measured.
 */
export function toAppearances(rows: readonly MatchRow[]): { goals: Appearance[]; assists: Appearance[] } {
  const teamKey = (r: MatchRow) => `${r.season}/${r.fixtureId}/${r.team}`;
  const teamAssists = new Map<string, { count: number; expected: number | null }>();
  for (const r of rows) {
    const t = teamAssists.get(teamKey(r)) ?? { count: 0, expected: 0 };
    t.count += r.assists;
    t.expected = t.expected === null || r.xa === null ? null : t.expected + r.xa;
    teamAssists.set(teamKey(r), t);
  }
  const goals: Appearance[] = [];
  const assists: Appearance[] = [];
  for (const r of rows) {
    if (r.minutes <= 0 || !isPosition(r.position)) continue;
    const base = { player: r.player, position: r.position, kickoffMs: r.kickoffMs, minutes: r.minutes };
    goals.push({ ...base, count: r.goals, expected: r.xg, teamCount: r.teamGoals, teamExpected: r.teamXg });
    const team = teamAssists.get(teamKey(r))!;
    assists.push({
      ...base,
      count: r.assists,
      expected: r.xa,
      teamCount: team.count,
      teamExpected: team.expected,
    });
  }
  return { goals, assists };
}
