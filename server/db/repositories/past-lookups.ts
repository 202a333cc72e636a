import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { historicalPlayers } from '../schema/index';
import type { MatchesRepository } from './matches';

/**
 * The imported seasons' players (code and position) and played matches, by season and id, for the
 * past rows' readers to join in JS (past-appearances.ts, points-history.ts): without table statistics
 * (PGlite has no autovacuum, and the importer does not analyse) the planner joins them in SQL by a
 * nested loop, seconds of event loop on PGlite.
 */
export async function pastLookups(
  db: Database,
  seasons: readonly string[],
  matches: Pick<MatchesRepository, 'played'>,
) {
  const list = [...seasons];
  const [players, played] = await Promise.all([
    db
      .select({
        season: historicalPlayers.season,
        playerId: historicalPlayers.playerId,
        code: historicalPlayers.code,
        positionName: historicalPlayers.positionName,
      })
      .from(historicalPlayers)
      .where(inArray(historicalPlayers.season, list)),
    matches.played({ seasons: list }),
  ]);
  const byPlayer = new Map(players.map((p) => [`${p.season}/${p.playerId}`, p]));
  const byMatch = new Map(played.map((m) => [`${m.season}/${m.fixtureId}`, m]));
  return {
    player: (season: string, playerId: number) => byPlayer.get(`${season}/${playerId}`),
    match: (season: string, fixtureId: number) => byMatch.get(`${season}/${fixtureId}`),
  };
}
