import { createHash } from 'node:crypto';
import type { ShareBacktest } from '@contracts/api/shares';
import type { BootstrapStatic, FplFixture } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import type { SeasonMatch } from '@engine/projections';
import type { MatchRow } from '@engine/shares';
import type { PastAppearanceRow } from '../../db/repositories/past-appearances';
import type { FplSource } from '../../fpl/source';
import { previousSeasons } from '../matches/current-season';
import { createFinishedLive, type FinishedLive, type LiveGameweek } from '../matches/live-gameweek';
import { PAST_SEASONS } from '../matches/service';
import { dataVersion, fitInstant } from '../projections/fitted-model';
import { currentSeasonRows, ownGoalsFor } from './current-rows';
import { sharedWorkerPool, type SharedRows, type WorkerPool } from '../../workers/pool';
import type { SeasonOutlook } from './season-model';

export interface SeasonSharesDeps {
  fpl: Pick<FplSource, 'eventLive' | 'bootstrapStatic'>;
  log: { warn(message: string): void };
  /** The season's fixtures with the match model's odds (the projections service). */
  season: () => Promise<{ bootstrap: BootstrapStatic; fixtures: FplFixture[]; matches: SeasonMatch[] }>;
  /** Imported rows of past seasons. */
  pastRows: (seasons: readonly string[]) => Promise<PastAppearanceRow[]>;
  assistsPerGoal: () => Promise<{ value: number }>;
  latestBacktest: () => Promise<ShareBacktest | null>;
  now: () => Date;
  /** Finished gameweeks' live payloads, shared with the match history (by default read here alone). */
  finishedLive?: FinishedLive;
  /** Where the share model runs (by default the process's worker pool). */
  pool?: WorkerPool;
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

// Field by field, so past and current rows share one shape (the model's loops stay monomorphic).
const pastRow = (r: PastAppearanceRow): MatchRow => ({
  season: r.season,
  player: r.code,
  position: r.positionName,
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
});

const hashOf = (text: string) => createHash('sha1').update(text).digest('hex');

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
  let past: { season: string; rows: Promise<PastRows> } | null = null;
  let latest: { key: string; value: Promise<ComputedSeason> } | null = null;
  let loads = 0;

  function live(season: string, gameweek: number) {
    return finishedLive(season, gameweek).catch((err: unknown) => {
      deps.log.warn(`shares: no live payload for gameweek ${gameweek}: ${(err as Error).message}`);
      return null;
    });
  }

  function pastRows(season: string | null): Promise<PastRows> {
    const label = season ?? '';
    if (past?.season !== label) {
      const previous = past;
      const rows = season ? deps.pastRows(previousSeasons(season, PAST_SEASONS)) : Promise.resolve([]);
      past = {
        season: label,
        rows: rows.then((r) => ({
          rows: pool.share(`shares-past ${label} ${++loads}`, r.map(pastRow)),
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

  async function compute(s: Awaited<ReturnType<SeasonSharesDeps['season']>>): Promise<ComputedSeason> {
    const season = seasonLabel(s.bootstrap.events);
    const finishedGws = s.bootstrap.events.filter((e) => e.finished).map((e) => e.id);
    const [pastMatchRows, rate, ...payloads] = await Promise.all([
      pastRows(season),
      deps.assistsPerGoal(),
      ...finishedGws.map((gw) => live(season ?? '', gw)),
    ]);
    const liveByGw = new Map<number, LiveGameweek>();
    finishedGws.forEach((gw, i) => {
      const p = payloads[i];
      if (p) liveByGw.set(gw, p);
    });
    const current = currentSeasonRows(season ?? '', s.bootstrap, s.fixtures, liveByGw);
    const asOfMs = fitInstant(s.fixtures) ?? deps.now().getTime();
    const fitKey = [pastMatchRows.rows.dataset, dataVersion(s.fixtures, asOfMs), squadVersion(s.bootstrap)];
    const outlook = await pool.run(
      'seasonOutlook',
      {
        bootstrap: { elements: s.bootstrap.elements, events: s.bootstrap.events, teams: s.bootstrap.teams },
        fixtures: s.fixtures,
        matches: s.matches,
        past: pastMatchRows.rows,
        current,
        assistsPerGoal: rate.value,
        asOfMs,
        fitKey: fitKey.join('/'),
      },
      { datasets: [pastMatchRows.rows] },
    );
    return {
      season,
      gameweek: finishedGws.at(-1) ?? null,
      seasons: [...new Set([...pastMatchRows.seasons, ...current.map((r) => r.season)])].sort(),
      assistsPerGoal: rate.value,
      bootstrap: s.bootstrap,
      fixtures: s.fixtures,
      outlook,
      ownGoalsSoFar: ownGoalsFor(s.fixtures),
      current,
    };
  }

  return {
    latestBacktest: deps.latestBacktest,
    async computed(): Promise<ComputedSeason> {
      // The past seasons' rows load while the match model fits (the base data is the source's cached copy).
      const label = seasonLabel((await deps.fpl.bootstrapStatic()).data.events);
      pastRows(label).catch(() => undefined);
      const s = await deps.season();
      const asOf = fitInstant(s.fixtures) ?? deps.now().getTime();
      const key = `${dataVersion(s.fixtures, asOf)}/${playersVersion(s.bootstrap)}/${s.matches.map((m) => `${m.odds.homeGoals},${m.odds.awayGoals}`).join(';')}`;
      if (latest?.key !== key) {
        const entry = { key, value: compute(s) };
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
