import { seasonLabel } from '@contracts/game/schedule';
import type { FplFixture } from '@contracts/fpl/index';
import type { PlayedMatch } from '../../../engine/match-model/played-match';
import type { matchesRepository } from '../../db/repositories/matches';
import { UpstreamError, type FplSource } from '../../fpl/source';
import { currentSeasonMatches, previousSeasons } from './current-season';
import { teamXgFromLive, type FixtureXg } from './live-xg';

export interface MatchHistoryDeps {
  fpl: FplSource;
  log: { warn(message: string): void };
  matches: Pick<ReturnType<typeof matchesRepository>, 'played'>;
}

/** The match model is fitted on the three seasons before the current one plus the current one. */
export const PAST_SEASONS = 3;

/**
 * Played matches for the match model: the three previous seasons from the database (imported
 * history) and the current season from the source's fixtures, with team xG from the `event/{gw}/live`
 * payloads of finished gameweeks. No per-player calls: a cold call reads bootstrap, fixtures and one
 * live payload per finished gameweek; a finished gameweek's xG is kept for good (its payload no
 * longer changes), so warm calls read only bootstrap and fixtures (cached by the source). Finished
 * fixtures of a gameweek still in play have null xG until the gameweek finishes.
 */
export function createMatchHistory({ fpl, log, matches }: MatchHistoryDeps) {
  // Keyed by season and gameweek; a failed read is dropped so the next call tries again.
  const xgByGameweek = new Map<string, Promise<Map<number, FixtureXg>>>();

  function gameweekXg(season: string, gameweek: number, fixtures: FplFixture[], clubs: Map<number, number>) {
    const key = `${season}/${gameweek}`;
    let loading = xgByGameweek.get(key);
    if (!loading) {
      loading = fpl.eventLive(gameweek).then(
        (live) => teamXgFromLive(live.data, fixtures, clubs),
        (err: unknown) => {
          // Upstream has no payload for this gameweek (a snapshot without it): no xG, for good.
          if (err instanceof UpstreamError && err.kind === 'not_found') return new Map<number, FixtureXg>();
          xgByGameweek.delete(key);
          log.warn(`match history: no team xG for gameweek ${gameweek}: ${(err as Error).message}`);
          return new Map<number, FixtureXg>();
        },
      );
      xgByGameweek.set(key, loading);
    }
    return loading;
  }

  return {
    /** Matches kicked off before `asOfMs`, in kick-off order; clubs keyed by the game's team code. */
    async played(asOfMs: number): Promise<PlayedMatch[]> {
      const [bootstrap, fixtures] = await Promise.all([fpl.bootstrapStatic(), fpl.fixtures()]);
      const season = seasonLabel(bootstrap.data.events);
      if (season === null) return [];
      const clubs = new Map(bootstrap.data.elements.map((e) => [e.id, e.team]));
      const before = fixtures.data.filter(
        (f) => f.kickoff_time !== null && Date.parse(f.kickoff_time) < asOfMs,
      );
      const finishedGameweeks = bootstrap.data.events
        .filter((e) => e.finished && before.some((f) => f.event === e.id && f.finished))
        .map((e) => e.id);
      const [past, ...xgs] = await Promise.all([
        matches.played({ seasons: previousSeasons(season, PAST_SEASONS) }),
        ...finishedGameweeks.map((gw) =>
          gameweekXg(
            season,
            gw,
            fixtures.data.filter((f) => f.event === gw),
            clubs,
          ),
        ),
      ]);
      const xg = new Map(xgs.flatMap((m) => [...m]));
      const current = currentSeasonMatches(season, bootstrap.data.teams, before, xg);
      return [...past.filter((m) => m.kickoffMs < asOfMs), ...current].sort(
        (a, b) => a.kickoffMs - b.kickoffMs || a.fixtureId - b.fixtureId,
      );
    },
  };
}

export type MatchHistory = ReturnType<typeof createMatchHistory>;
