import { seasonLabel } from '@contracts/game/schedule';
import type { FplFixture } from '@contracts/fpl/index';
import type { PlayedMatch } from '../../../engine/match-model';
import type { matchesRepository } from '../../db/repositories/matches';
import type { FplSource } from '../../fpl/source';
import {
  currentSeasonMatches,
  playerFixtureClubs,
  previousSeasons,
  type PlayerFixtureClub,
} from './current-season';
import { createFinishedLive, type FinishedLive } from './live-gameweek';
import { teamXgFromLive, type FixtureXg } from './live-xg';

export interface MatchHistoryDeps {
  fpl: FplSource;
  log: { warn(message: string): void };
  matches: Pick<ReturnType<typeof matchesRepository>, 'played'>;
  /** Finished gameweeks' live payloads, shared with the shares (by default read here alone). */
  finishedLive?: FinishedLive;
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
export function createMatchHistory({
  fpl,
  log,
  matches,
  finishedLive = createFinishedLive(fpl),
}: MatchHistoryDeps) {
  // Keyed by season and gameweek; a failed read is dropped so the next call tries again.
  const xgByGameweek = new Map<string, Promise<Map<number, FixtureXg>>>();

  function gameweekXg(season: string, gameweek: number, fixtures: FplFixture[], clubs: Map<number, number>) {
    const key = `${season}/${gameweek}`;
    let loading = xgByGameweek.get(key);
    if (!loading) {
      loading = finishedLive(season, gameweek).then(
        // Null: upstream has no payload for this gameweek (a snapshot without it): no xG, for good.
        (live) => (live ? teamXgFromLive(live, fixtures, clubs) : new Map<number, FixtureXg>()),
        (err: unknown) => {
          xgByGameweek.delete(key);
          log.warn(`match history: no team xG for gameweek ${gameweek}: ${(err as Error).message}`);
          return new Map<number, FixtureXg>();
        },
      );
      xgByGameweek.set(key, loading);
    }
    return loading;
  }

  /** Bootstrap, and the fixtures kicked off before `asOfMs`. */
  async function readBefore(asOfMs: number) {
    const [bootstrap, fixtures] = await Promise.all([fpl.bootstrapStatic(), fpl.fixtures()]);
    const before = fixtures.data.filter(
      (f) => f.kickoff_time !== null && Date.parse(f.kickoff_time) < asOfMs,
    );
    return { bootstrap: bootstrap.data, fixtures: fixtures.data, before };
  }

  return {
    /**
     * The current season's club of each player in each finished fixture kicked off before
     * `asOfMs` (bootstrap and fixtures only).
     */
    async currentClubs(asOfMs: number): Promise<PlayerFixtureClub[]> {
      const { bootstrap, before } = await readBefore(asOfMs);
      return playerFixtureClubs(bootstrap.teams, before);
    },

    /** The current season's clubs by team code (the bootstrap's teams). */
    async seasonClubs(): Promise<number[]> {
      return (await fpl.bootstrapStatic()).data.teams.map((t) => t.code);
    },

    /** Matches kicked off before `asOfMs`, in kick-off order; clubs keyed by the game's team code. */
    async played(asOfMs: number): Promise<PlayedMatch[]> {
      const { bootstrap, fixtures, before } = await readBefore(asOfMs);
      const season = seasonLabel(bootstrap.events);
      if (season === null) return [];
      const clubs = new Map(bootstrap.elements.map((e) => [e.id, e.team]));
      const finishedGameweeks = bootstrap.events
        .filter((e) => e.finished && before.some((f) => f.event === e.id && f.finished))
        .map((e) => e.id);
      const [past, ...xgs] = await Promise.all([
        matches.played({ seasons: previousSeasons(season, PAST_SEASONS) }),
        ...finishedGameweeks.map((gw) =>
          gameweekXg(
            season,
            gw,
            fixtures.filter((f) => f.event === gw),
            clubs,
          ),
        ),
      ]);
      const xg = new Map(xgs.flatMap((m) => [...m]));
      const current = currentSeasonMatches(season, bootstrap.teams, before, xg);
      return [...past.filter((m) => m.kickoffMs < asOfMs), ...current].sort(
        (a, b) => a.kickoffMs - b.kickoffMs || a.fixtureId - b.fixtureId,
      );
    },
  };
}

export type MatchHistory = ReturnType<typeof createMatchHistory>;
