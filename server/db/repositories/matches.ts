import { asc, count, inArray } from 'drizzle-orm';
import type { PlayedMatch } from '../../../engine/match-model/played-match';
import type { Database } from '../client';
import { matches } from '../schema/index';

/** Played matches of the imported seasons (filled by the history importer, see past-seasons.ts). */
export function matchesRepository(db: Database) {
  return {
    /** The seasons' matches in kick-off order (fixture id breaks ties), clubs by the game's team code. */
    async played({ seasons }: { seasons: readonly string[] }): Promise<PlayedMatch[]> {
      if (seasons.length === 0) return [];
      const rows = await db
        .select()
        .from(matches)
        .where(inArray(matches.season, [...seasons]))
        .orderBy(asc(matches.kickoffTime), asc(matches.season), asc(matches.fixtureId));
      return rows.map((r) => ({
        season: r.season,
        fixtureId: r.fixtureId,
        gameweek: r.gameweek,
        kickoffMs: r.kickoffTime.getTime(),
        homeClub: r.homeClub,
        awayClub: r.awayClub,
        homeGoals: r.homeGoals,
        awayGoals: r.awayGoals,
        homeXg: r.homeXg,
        awayXg: r.awayXg,
      }));
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

/**
 * The repository with concurrent reads of the same seasons sharing one query: on a cold share
 * request the match history, the shares and the season-start fit ask for the same seasons at once.
 * Nothing is kept once the query has answered (an import may change the table meanwhile).
 */
export function sharingConcurrentReads(repo: MatchesRepository): MatchesRepository {
  const pending = new Map<string, Promise<PlayedMatch[]>>();
  return {
    ...repo,
    played({ seasons }) {
      // The answer is in kick-off order whatever the order of the seasons asked for.
      const key = [...seasons].sort().join(',');
      let reading = pending.get(key);
      if (!reading) {
        reading = repo.played({ seasons }).finally(() => pending.delete(key));
        pending.set(key, reading);
      }
      return reading;
    },
  };
}
