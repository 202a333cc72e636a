import { CLUB_SEASON_MATCHES } from '@contracts/game/season';
import type { PlayedMatch } from '../match-model/played-match';

type Played = Pick<PlayedMatch, 'kickoffMs' | 'homeClub' | 'awayClub' | 'homeGoals' | 'awayGoals'>;

export interface TableRow {
  club: number;
  played: number;
  points: number;
  goalDifference: number;
  goalsFor: number;
}

/** Table conditions wait until every club has played this many matches: earlier positions are noise. */
export const MIN_TABLE_MATCHES = 6;

/**
 * The league table from the season's matches kicked off before `kickoffMs`: 3 points a win, 1 a
 * draw; ordered by points, goal difference, goals scored, then club code (a stable last resort).
 * `clubs` are the season's clubs, so a club yet to play is listed with zeros.
 */
export function leagueTable(
  season: readonly Played[],
  clubs: readonly number[],
  kickoffMs: number,
): TableRow[] {
  const rows = new Map(
    clubs.map((club) => [club, { club, played: 0, points: 0, goalDifference: 0, goalsFor: 0 }]),
  );
  for (const m of season) {
    if (m.kickoffMs >= kickoffMs) continue;
    for (const [club, scored, conceded] of [
      [m.homeClub, m.homeGoals, m.awayGoals],
      [m.awayClub, m.awayGoals, m.homeGoals],
    ] as const) {
      const row = rows.get(club);
      if (!row) continue;
      row.played += 1;
      row.goalsFor += scored;
      row.goalDifference += scored - conceded;
      row.points += scored > conceded ? 3 : scored === conceded ? 1 : 0;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalDifference - a.goalDifference ||
      b.goalsFor - a.goalsFor ||
      a.club - b.club,
  );
}

export interface TableStanding {
  /** 1-based position. */
  position: number;
  /** Threatened: in the bottom three, or within 3 points of the club in 18th. */
  relegationThreatened: boolean;
  /** Can no longer reach 7th place, and the club in 18th can no longer catch it. */
  nothingToPlayFor: boolean;
}

/** Each club's standing in the table, or an empty map while the table is too young to mean anything. */
export function standings(table: readonly TableRow[]): Map<number, TableStanding> {
  const result = new Map<number, TableStanding>();
  if (table.length < 18 || table.some((row) => row.played < MIN_TABLE_MATCHES)) return result;
  const seventh = table[6];
  const eighteenth = table[table.length - 3];
  if (!seventh || !eighteenth) return result;
  table.forEach((row, index) => {
    const maxPoints = row.points + 3 * (CLUB_SEASON_MATCHES - row.played);
    const eighteenthMax = eighteenth.points + 3 * (CLUB_SEASON_MATCHES - eighteenth.played);
    result.set(row.club, {
      position: index + 1,
      relegationThreatened: index >= table.length - 3 || row.points <= eighteenth.points + 3,
      nothingToPlayFor: index > 6 && maxPoints < seventh.points && eighteenthMax < row.points,
    });
  });
  return result;
}
