import { count, inArray, sql } from 'drizzle-orm';
import type { PlayedMatch } from '../../../engine/match-model';
import type { Database } from '../client';
import { matches } from '../schema/index';
import { aggregatedRows } from './past-slices';

/** Played matches of the imported seasons (filled by the history importer, see past-seasons.ts). */
export function matchesRepository(db: Database) {
  return {
    /**
     * The seasons' matches in kick-off order (fixture id breaks ties), clubs by the game's team code.
     * One JSON array (past-slices.ts): PGlite runs on the event loop, and the matches of a
     * few seasons handed over row by row and column by column held it 50-120 ms at a cold start,
     * as JSON a quarter of that.
     */
    async played({ seasons }: { seasons: readonly string[] }): Promise<PlayedMatch[]> {
      if (seasons.length === 0) return [];
      const m = matches;
      // Built as PlayedMatch in SQL, the kick-off as epoch milliseconds, so the answer is the value.
      return aggregatedRows<PlayedMatch>(
        db,
        sql`select coalesce(json_agg(json_build_object('season', ${m.season}, 'fixtureId', ${m.fixtureId},
          'gameweek', ${m.gameweek}, 'kickoffMs', round(extract(epoch from ${m.kickoffTime}) * 1000)::bigint,
          'homeClub', ${m.homeClub}, 'awayClub', ${m.awayClub}, 'homeGoals', ${m.homeGoals},
          'awayGoals', ${m.awayGoals}, 'homeXg', ${m.homeXg}, 'awayXg', ${m.awayXg})
          order by ${m.kickoffTime}, ${m.season}, ${m.fixtureId}), '[]') as rows
          from ${m} where ${inArray(m.season, [...seasons])}`,
      );
    },

    /** Stored matches per season label; a season imported before matches were stored has none. */
    async countBySeason(): Promise<Map<string, number>> {
      const rows = await db
        .select({ season: matches.season, n: count() })
        .from(matches)
        .groupBy(matches.season);
      return new Map(rows.map((r) => [r.season, r.n]));
    },
  };
}

export type MatchesRepository = ReturnType<typeof matchesRepository>;

/** When each imported season was imported (the seasons list: `historyRepository(db).listSeasons`). */
export type ImportStamps = () => Promise<readonly { label: string; importedAt: Date }[]>;

/**
 * The repository with each season's matches kept until that season is imported again (its
 * `imported_at` changes; `replaceSeason` is the only writer of both, in one transaction): on a cold
 * share request the match history, the shares and the season-start fit read the same past seasons,
 * and each read after the first costs one query of the seasons list.
 */
export function keptUntilReimport(repo: MatchesRepository, stamps: ImportStamps): MatchesRepository {
  const kept = new Map<string, { importedAt: number | undefined; matches: Promise<PlayedMatch[]> }>();
  return {
    ...repo,
    async played({ seasons }) {
      const now = new Map((await stamps()).map((s) => [s.label, s.importedAt.getTime()]));
      const stale = seasons.filter((s) => !kept.has(s) || kept.get(s)!.importedAt !== now.get(s));
      if (stale.length > 0) {
        const reading = repo.played({ seasons: stale });
        for (const season of stale) {
          const entry = {
            importedAt: now.get(season),
            matches: reading.then((all) => all.filter((m) => m.season === season)),
          };
          kept.set(season, entry);
          entry.matches.catch(() => {
            if (kept.get(season) === entry) kept.delete(season);
          });
        }
      }
      const parts = await Promise.all(seasons.map((s) => kept.get(s)!.matches));
      // The repository's order: kick-off, then season, then fixture id.
      return parts
        .flat()
        .sort(
          (a, b) =>
            a.kickoffMs - b.kickoffMs ||
            (a.season < b.season ? -1 : a.season > b.season ? 1 : 0) ||
            a.fixtureId - b.fixtureId,
        );
    },
  };
}
