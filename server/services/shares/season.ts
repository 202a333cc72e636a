import type { ShareBacktest } from '@contracts/api/shares';
import type { BootstrapStatic, FplFixture } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import type { SeasonMatch } from '@engine/projections';
import type { MatchRow } from '@engine/shares';
import type { FplSource } from '../../fpl/source';
import { previousSeasons } from '../matches/current-season';
import { createFinishedLive, type FinishedLive, type LiveGameweek } from '../matches/live-gameweek';
import { PAST_SEASONS } from '../matches/service';
import { dataVersion, fitInstant } from '../projections/fitted-model';
import { currentSeasonRows, ownGoalsFor } from './current-rows';
import { sharedWorkerPool, type SharedRows, type WorkerPool } from '../../workers/pool';
import type { SeasonOutlook } from './season-model';
import { hashOf, NO_FIT_STORE, type ModelFits } from '../fits/fit-store';

export interface SeasonSharesDeps {
  fpl: Pick<FplSource, 'eventLive' | 'bootstrapStatic'>;
  log: { warn(message: string): void };
  /** The season's fixtures with the match model's odds (the projections service). */
  season: () => Promise<{ bootstrap: BootstrapStatic; fixtures: FplFixture[]; matches: SeasonMatch[] }>;
  /** Imported rows of past seasons. */
  pastRows: (seasons: readonly string[]) => Promise<MatchRow[]>;
  assistsPerGoal: () => Promise<{ value: number }>;
  latestBacktest: () => Promise<ShareBacktest | null>;
  now: () => Date;
  /** Finished gameweeks' live payloads, shared with the match history (by default read here alone). */
  finishedLive?: FinishedLive;
  /** Where the share model runs (by default the process's worker pool). */
  pool?: WorkerPool;
  /** Where the season's outlook is kept across restarts, and the imported seasons it reads. */
  fits?: ModelFits;
}

export interface ComputedSeason {
  season: string | null;
  gameweek: number | null;
  seasons: string[];
  assistsPerGoal: number;
  bootstrap: BootstrapStatic;
  fixtures: FplFixture[];
  outlook: SeasonOutlook;
  ownGoalsSoFar: Map<number, number>;
  /** The current season's rows with minutes (the points model reads them too). */
  current: MatchRow[];
}

/** The past seasons' rows, kept in the worker pool (the share fit reads them there). */
interface PastRows {
  rows: SharedRows<MatchRow>;
  seasons: string[];
}

/** What changes a projection besides the fixtures: players' club, position, status, chance, price. */
function playersVersion(b: BootstrapStatic): string {
  return hashOf(
    b.elements
      .map(
        (e) =>
          `${e.id}:${e.code}:${e.team}:${e.element_type}:${e.status}:${e.chance_of_playing_next_round}:${e.now_cost}`,
      )
      .join(','),
  );
}

/**
 * What the fitted parts read of the players (the share fit, and the points model's rates and
 * minutes): who they are, their club and position; not their status, chance of playing or price.
 */
export function squadVersion(b: BootstrapStatic): string {
  return hashOf(b.elements.map((e) => `${e.id}:${e.code}:${e.team}:${e.element_type}`).join(','));
}

/**
 * The current season's shares and projections, computed once per data version (finished scores,
 * the match model's fit, the players' availability) and shared by every share endpoint. A cold
 * computation reads bootstrap and fixtures (through the projections service), one live payload per
 * finished gameweek (read once with the match history and kept for good) and the three
 * past seasons' rows from the database (kept per season label); no per-player call.
 */
export function createSeasonShares(deps: SeasonSharesDeps) {
  const finishedLive = deps.finishedLive ?? createFinishedLive(deps.fpl);
  const pool = deps.pool ?? sharedWorkerPool();
  const store = deps.fits?.store ?? NO_FIT_STORE;
  const importStamp = deps.fits?.importStamp ?? (() => Promise.resolve(''));
  // Per season label and imported seasons: rows imported after a fit are read for the next one.
  let past: { key: string; rows: Promise<PastRows> } | null = null;
  let latest: { key: string; value: Promise<ComputedSeason> } | null = null;
  let loads = 0;

  function live(season: string, gameweek: number) {
    return finishedLive(season, gameweek).catch((err: unknown) => {
      deps.log.warn(`shares: no live payload for gameweek ${gameweek}: ${(err as Error).message}`);
      return null;
    });
  }

  function pastRows(season: string | null, stamp: string): Promise<PastRows> {
    const label = season ?? '';
    if (past?.key !== `${label}/${stamp}`) {
      const previous = past;
      const rows = season ? deps.pastRows(previousSeasons(season, PAST_SEASONS)) : Promise.resolve([]);
      past = {
        key: `${label}/${stamp}`,
        rows: rows.then((r) => ({
          rows: pool.share(`shares-past ${label} ${++loads}`, r),
          seasons: [...new Set(r.map((x) => x.season))],
        })),
      };
      past.rows.catch(() => (past = null));
      previous?.rows.then(
        (p) => pool.unshare(p.rows),
        () => undefined,
      );
    }
    return past.rows;
  }

  async function compute(
    s: Awaited<ReturnType<SeasonSharesDeps['season']>>,
    fingerprint: string,
    stamp: string,
  ): Promise<ComputedSeason> {
    const season = seasonLabel(s.bootstrap.events);
    const finishedGws = s.bootstrap.events.filter((e) => e.finished).map((e) => e.id);
    const [rate, ...payloads] = await Promise.all([
      deps.assistsPerGoal(),
      ...finishedGws.map((gw) => live(season ?? '', gw)),
    ]);
    const liveByGw = new Map<number, LiveGameweek>();
    finishedGws.forEach((gw, i) => {
      const p = payloads[i];
      if (p) liveByGw.set(gw, p);
    });
    const current = currentSeasonRows(season ?? '', s.bootstrap, s.fixtures, liveByGw);
    // A restart on the same data reads the stored outlook: no past rows, no fit.
    const { outlook, pastSeasons } = await store.kept('season-outlook', fingerprint, async () => {
      const pastMatchRows = await pastRows(season, stamp);
      return {
        outlook: await fitOutlook(s, pastMatchRows, current, rate.value),
        pastSeasons: pastMatchRows.seasons,
      };
    });
    return {
      season,
      gameweek: finishedGws.at(-1) ?? null,
      seasons: [...new Set([...pastSeasons, ...current.map((r) => r.season)])].sort(),
      assistsPerGoal: rate.value,
      bootstrap: s.bootstrap,
      fixtures: s.fixtures,
      outlook,
      ownGoalsSoFar: ownGoalsFor(s.fixtures),
      current,
    };
  }

  /** The share fit and the season's outlook, in the worker pool. */
  function fitOutlook(
    s: Awaited<ReturnType<SeasonSharesDeps['season']>>,
    pastMatchRows: PastRows,
    current: MatchRow[],
    assistsPerGoal: number,
  ): Promise<SeasonOutlook> {
    const asOfMs = fitInstant(s.fixtures) ?? deps.now().getTime();
    const fitKey = [pastMatchRows.rows.dataset, dataVersion(s.fixtures, asOfMs), squadVersion(s.bootstrap)];
    return pool.run(
      'seasonOutlook',
      {
        bootstrap: { elements: s.bootstrap.elements, events: s.bootstrap.events, teams: s.bootstrap.teams },
        fixtures: s.fixtures,
        matches: s.matches,
        past: pastMatchRows.rows,
        current,
        assistsPerGoal,
        asOfMs,
        fitKey: fitKey.join('/'),
      },
      { datasets: [pastMatchRows.rows] },
    );
  }

  return {
    latestBacktest: deps.latestBacktest,
    async computed(): Promise<ComputedSeason> {
      const [s, stamp] = await Promise.all([deps.season(), importStamp()]);
      const asOf = fitInstant(s.fixtures) ?? deps.now().getTime();
      const odds = hashOf(s.matches.map((m) => `${m.odds.homeGoals},${m.odds.awayGoals}`).join(';'));
      const key = `${dataVersion(s.fixtures, asOf)}/${playersVersion(s.bootstrap)}/${odds}/${hashOf(stamp)}`;
      if (latest?.key !== key) {
        const entry = { key, value: compute(s, key, stamp) };
        latest = entry;
        entry.value.catch(() => {
          if (latest === entry) latest = null;
        });
      }
      return latest.value;
    },
  };
}
export type SeasonShares = ReturnType<typeof createSeasonShares>;
