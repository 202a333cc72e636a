import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { historicalPlayers } from '../schema/index';
import type { PlayedMatch } from '@engine/match-model';
import type { MatchesRepository } from './matches';
import { aggregatedRows } from './past-slices';

/**
 * The imported seasons' players (code and position) and played matches, by season and id, for the
 * past rows' readers to join in JS (past-appearances.ts, points-history.ts): without table statistics
 * (PGlite has no autovacuum, and the importer does not analyse) the planner joins them in SQL by a
 * nested loop, seconds of event loop on PGlite.
 */
async function pastLookups(
  db: Database,
  seasons: readonly string[],
  matches: Pick<MatchesRepository, 'played'>,
) {
  const list = [...seasons];
  const h = historicalPlayers;
  const [players, played] = await Promise.all([
    // As one JSON array (past-slices.ts): three seasons' 2,400 players handed over row by row held
    // the event loop 25-40 ms at a cold start.
    aggregatedRows<[string, number, number | null, string]>(
      db,
      sql`select coalesce(json_agg(json_build_array(${h.season}, ${h.playerId}, ${h.code}, ${h.positionName})),
        '[]') as rows from ${h} where ${inArray(h.season, list)}`,
    ),
    matches.played({ seasons: list }),
  ]);
  const byPlayer = new Map(
    players.map(([season, playerId, code, positionName]) => [
      `${season}/${playerId}`,
      { code, positionName },
    ]),
  );
  const byMatch = new Map(played.map((m) => [`${m.season}/${m.fixtureId}`, m]));
  return {
    player: (season: string, playerId: number) => byPlayer.get(`${season}/${playerId}`),
    match: (season: string, fixtureId: number) => byMatch.get(`${season}/${fixtureId}`),
  };
}

/** Rows joined per turn of the event loop. */
const TURN_ROWS = 5_000;

/** A past row's leading fields, which place it: its season, player, fixture and team id. */
type PlacedTuple = readonly [string, number, number, number | null, ...unknown[]];

/** What the lookups add to a row: the player's permanent code and position, the club id and the match. */
export interface RowPlace {
  code: number;
  position: string;
  teamId: number;
  match: PlayedMatch;
}

/**
 * The seasons' player rows read a season at a time (`read`), each joined with its player and match
 * and turned into its answer by `join`, a few thousand per turn of the event loop. A row whose
 * player has no permanent code, or whose match or team is unknown, is left out.
 */
export async function joinPastRows<T extends PlacedTuple, R>(
  db: Database,
  seasons: readonly string[],
  matches: Pick<MatchesRepository, 'played'>,
  read: (season: string) => Promise<readonly T[]>,
  join: (row: T, place: RowPlace) => R,
): Promise<R[]> {
  if (seasons.length === 0) return [];
  const lookups = await pastLookups(db, seasons, matches);
  const out: R[] = [];
  for (const season of seasons) {
    const rows = await read(season);
    for (let i = 0; i < rows.length; i++) {
      // A season's 28,000 rows take 20-30 ms to join: the event loop answers between slices of them.
      if (i % TURN_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
      const row = rows[i]!;
      const [, playerId, fixtureId, teamId] = row;
      const player = lookups.player(season, playerId);
      const match = lookups.match(season, fixtureId);
      if (!player || !match || player.code === null || teamId === null) continue;
      out.push(join(row, { code: player.code, position: player.positionName, teamId, match }));
    }
  }
  return out;
}
