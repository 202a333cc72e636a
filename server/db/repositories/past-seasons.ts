import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { historicalPlayers, matches, playerGameweeks, seasons } from '../schema/index';
import { bulkInsert } from './bulk-insert';
import { RealSeasonError } from './errors';
import { onlyRow } from './only-row';
import { buildCopy } from './past-row-copies';

export type HistoricalPlayerRow = typeof historicalPlayers.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export interface GoalTotalsRow {
  season: string;
  goalsScored: number;
  assists: number;
  ownGoals: number;
}
/** Rows as an importer produces them; `season`, if present, must match the season replaced. */
export type SeasonPlayer = Omit<typeof historicalPlayers.$inferInsert, 'season'> & { season?: string };
export type SeasonGameweek = Omit<typeof playerGameweeks.$inferInsert, 'id' | 'season'> & {
  season?: string;
};
export type SeasonMatch = Omit<typeof matches.$inferInsert, 'season'> & { season?: string };
export interface SeasonMeta {
  /** Where the rows came from, e.g. 'vaastav/Fantasy-Premier-League'. */
  source: string;
  /** Recorded game data ('real', the default) or invented by the demo generator ('demo'). */
  origin?: SeasonRow['origin'];
}

/** Past seasons: per-season player totals and per-fixture rows. */
export function historyRepository(db: Database) {
  return {
    /**
     * Replaces everything stored for `season` (players, gameweek rows and their copy, matches) in one transaction:
     * deletes its rows, inserts the new ones in bulk (see bulk-insert.ts) and records the import in `seasons`. Re-running with the same input leaves the
     * same data; if any statement fails, the previous import of the season stays as it was.
     * Invented (demo) data never replaces a real season: that throws RealSeasonError.
     */
    replaceSeason(
      season: string,
      players: readonly SeasonPlayer[],
      gameweeks: readonly SeasonGameweek[],
      meta: SeasonMeta,
      seasonMatches: readonly SeasonMatch[] = [],
    ): Promise<SeasonRow> {
      const withSeason = <T extends { season?: string }>(row: T): T & { season: string } => {
        if (row.season !== undefined && row.season !== season) {
          throw new Error(`row of season ${row.season} passed to replaceSeason(${season})`);
        }
        return { ...row, season };
      };
      const origin = meta.origin ?? 'real';
      return db.transaction(async (tx) => {
        if (origin === 'demo') {
          const stored = await tx
            .select({ origin: seasons.origin })
            .from(seasons)
            .where(eq(seasons.label, season));
          if (stored[0]?.origin === 'real') throw new RealSeasonError(season);
        }
        await tx.delete(matches).where(eq(matches.season, season));
        await tx.delete(playerGameweeks).where(eq(playerGameweeks.season, season));
        await tx.delete(historicalPlayers).where(eq(historicalPlayers.season, season));
        // Sent at once, run in order: a background import prepares its next season meanwhile.
        const queued = { queued: true };
        await Promise.all([
          bulkInsert(tx, historicalPlayers, players.map(withSeason), queued),
          bulkInsert(tx, playerGameweeks, gameweeks.map(withSeason), queued),
          bulkInsert(tx, matches, seasonMatches.map(withSeason), queued),
        ]);
        // The rows' compact copy, replaced with them (past-row-copies.ts).
        await buildCopy(tx, season);
        const record = {
          importedAt: new Date(),
          source: meta.source,
          origin,
          playerCount: players.length,
          gameweekRows: gameweeks.length,
        };
        const rows = await tx
          .insert(seasons)
          .values({ label: season, ...record })
          .onConflictDoUpdate({ target: seasons.label, set: record })
          .returning();
        return onlyRow(rows);
      });
    },

    /** Imported seasons, newest first ('YYYY-YY' labels sort as seasons). */
    listSeasons(): Promise<SeasonRow[]> {
      return db.select().from(seasons).orderBy(desc(seasons.label));
    },

    /**
     * The seasons' goal columns summed over their players, one row per season: the assists rate
     * reads these four numbers, not every player row (one aggregate query for every season).
     */
    goalTotals(labels: readonly string[]): Promise<GoalTotalsRow[]> {
      if (labels.length === 0) return Promise.resolve([]);
      const p = historicalPlayers;
      return db
        .select({
          season: p.season,
          goalsScored: sql<number>`sum(${p.goalsScored})::int`,
          assists: sql<number>`sum(${p.assists})::int`,
          ownGoals: sql<number>`sum(${p.ownGoals})::int`,
        })
        .from(p)
        .where(inArray(p.season, [...labels]))
        .groupBy(p.season);
    },

    /** A season's players, by player id. */
    playersBySeason(season: string): Promise<HistoricalPlayerRow[]> {
      return db
        .select()
        .from(historicalPlayers)
        .where(eq(historicalPlayers.season, season))
        .orderBy(asc(historicalPlayers.playerId));
    },

    /** Appearances (fixtures with minutes > 0) per player id in a season; absent means none. */
    async appearances(season: string): Promise<Map<number, number>> {
      const rows = await db
        .select({ playerId: playerGameweeks.playerId, apps: count() })
        .from(playerGameweeks)
        .where(and(eq(playerGameweeks.season, season), gt(playerGameweeks.minutes, 0)))
        .groupBy(playerGameweeks.playerId);
      return new Map(rows.map((r) => [r.playerId, r.apps]));
    },
  };
}
