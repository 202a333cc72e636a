import type { MatchRow } from '@engine/shares';
import type { Database } from '../client';
import type { MatchesRepository } from './matches';
import { pointsHistory, type PointsHistoryRow } from './points-history';

/**
 * The appearances (rows with minutes) among the points model's rows, in their order: what the share
 * model reads (`MatchRow`). The server reads the past seasons once for both models.
 */
export function appearancesFrom(rows: readonly PointsHistoryRow[]): MatchRow[] {
  return rows.flatMap((r) =>
    r.minutes > 0
      ? [
          {
            season: r.season,
            player: r.code,
            position: r.position,
            fixtureId: r.fixtureId,
            team: r.teamId,
            club: r.club,
            kickoffMs: r.kickoffMs,
            minutes: r.minutes,
            goals: r.goals,
            assists: r.assists,
            xg: r.xg,
            xa: r.xa,
            teamGoals: r.teamGoals,
            teamXg: r.teamXg,
          },
        ]
      : [],
  );
}

/** Every row with minutes of the given seasons as the share model reads it (the tools' reader). */
export async function pastAppearances(
  db: Database,
  seasons: readonly string[],
  matches?: Pick<MatchesRepository, 'played'>,
): Promise<MatchRow[]> {
  return appearancesFrom(await pointsHistory(db, seasons, matches));
}
