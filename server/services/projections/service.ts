import { provisionalReason } from './provisional';
import type { MatchBacktestSummary, MatchModelResponse } from '@contracts/api/match-model';
import {
  LAST_GAMEWEEK,
  type ProjectedGoalsCsResponse,
  type ProjectionsQuery,
  type ResultsProjectionsResponse,
} from '@contracts/api/projections';
import type {
  TeamAssistProjectionsResponse,
  TeamCsProjectionsResponse,
  TeamProjectionsCombinedResponse,
} from '@contracts/api/team-projections';
import {
  defaultGameweekRange,
  MATCH_LIST_EXTRA_GAMEWEEKS,
  TEAM_TABLE_EXTRA_GAMEWEEKS,
} from '@contracts/game/default-range';
import { seasonLabel } from '@contracts/game/schedule';
import type { BootstrapStatic, FplFixture } from '@contracts/fpl/index';
import type { SeasonClub } from '@engine/projections';
import {
  matchProjectionGameweeks,
  resultProjections,
  type PredictedScores,
  type RangeFilter,
} from './match-rows';
import { assists, cleanSheetTable, goalsConceded, goalsScored, totalsTable } from './team-tables';
import type { UpsetConfig } from '@contracts/api/upset-config';
import type { FplSource } from '../../fpl/source';
import { badRequest } from '../../http/api-error';
import { createShownScores, type ShownScoresDeps } from '../predicted-scores/shown-scores';
import type { ModelFits } from '../fits/fit-store';
import { createFittedModels, type MatchEngine, type MatchHistory } from './fitted-model';
import type { OddsContext } from './match-engine';
import { oddsContext, type OddsContextDeps } from './odds-context';
import { seasonClubs, seasonMatches, type ForecastMatch } from './season';

export interface ProjectionsDeps<Model> extends OddsContextDeps {
  fpl: FplSource;
  history: MatchHistory;
  engine: MatchEngine<Model, OddsContext>;
  now: () => Date;
  /** Assists the game credits per goal, measured on past seasons, with where the figure comes from. */
  assistsPerGoal: () => Promise<{ value: number; source: string }>;
  /** The latest stored backtest of the match model; null before it has been run. */
  latestBacktest: () => Promise<MatchBacktestSummary | null>;
  /** Where the tiers acting as priors come from. */
  tiers: () => Promise<MatchModelResponse['tiers']>;
  /** The Predicted Scores upset configuration in force (it steers the scorelines every screen shows). */
  upsetConfig: () => Promise<UpsetConfig>;
  /** Where the match model's fit is kept across restarts, and the imported seasons it reads. */
  fits?: ModelFits;
  /** Where the shown scorelines are chosen (shown-scores.ts): the worker pool in the server. */
  pool?: ShownScoresDeps<Model>['pool'];
}

export interface Season {
  bootstrap: BootstrapStatic;
  /** The source's fixtures as read (finished ones carry their per-player stats). */
  fixtures: FplFixture[];
  clubs: SeasonClub[];
  matches: ForecastMatch[];
}

/** The range and club asked for, missing gameweeks from the default rule; 400 when unusable. */
export function rangeFilter(s: Season, query: ProjectionsQuery, extra: number) {
  const defaults = defaultGameweekRange(s.bootstrap.events, extra);
  const start = query.start_gw ?? defaults.start;
  const end = query.end_gw ?? Math.min(start + extra, LAST_GAMEWEEK);
  if (end < start) throw badRequest(`end_gw must be at or after start_gw (${start})`);
  const team = query.team ?? null;
  if (team !== null && !s.clubs.some((c) => c.id === team))
    throw badRequest(`team ${team} is not a club of this season`);
  const envelope = {
    season: seasonLabel(s.bootstrap.events),
    start_gw: start,
    end_gw: end,
    default_start_gw: defaults.start,
    default_end_gw: defaults.end,
    team,
    teams: s.clubs.map((c) => ({ id: c.id, name: c.name, short_name: c.shortName })),
  };
  return { range: { start, end, team }, envelope };
}

/**
 * The projection screens' reads: the season's fixtures from the source, the model fitted once per
 * data version (see fitted-model.ts), the rows built by engine/projections. A cold request reads the
 * base data and the fixtures, plus what the match history needs for a new data version.
 */
export function createProjectionsService<Model>(deps: ProjectionsDeps<Model>) {
  const models = createFittedModels({
    history: deps.history,
    engine: deps.engine,
    store: deps.fits?.store,
    importStamp: deps.fits?.importStamp,
  });
  const shown = createShownScores(deps);
  let latest: { inputs: readonly unknown[]; season: Promise<Season> } | null = null;
  // The shown scorelines change with the admin's upset configuration too: each new set of them is
  // part of the key of the answers built on it.
  const scoreSets = new WeakMap<object, number>();
  let scoreSetCount = 0;
  const scoreSetId = (scores: object) => {
    let id = scoreSets.get(scores);
    if (id === undefined) scoreSets.set(scores, (id = ++scoreSetCount));
    return id;
  };

  /**
   * The same Season object for as long as its inputs are the same (the source's cached copies, the
   * fit, the context): the answers built from it are kept with it and sent as stored bytes.
   */
  async function season(): Promise<Season> {
    const [bootstrap, fixtures] = await Promise.all([deps.fpl.bootstrapStatic(), deps.fpl.fixtures()]);
    const fitted = await models.forFixtures(fixtures.data, deps.now().getTime());
    const context = await oddsContext(deps, bootstrap.data, fitted);
    const inputs = [bootstrap.data, fixtures.data, fitted, context.key];
    if (!latest || latest.inputs.some((x, i) => x !== inputs[i])) {
      const entry = {
        inputs,
        season: seasonMatches(bootstrap.data.teams, fixtures.data, fitted, context).then((matches) => ({
          bootstrap: bootstrap.data,
          fixtures: fixtures.data,
          clubs: seasonClubs(bootstrap.data.teams),
          matches,
        })),
      };
      latest = entry;
      entry.season.catch(() => {
        if (latest === entry) latest = null;
      });
    }
    return latest.season;
  }

  /** One answer per Season and query: a repeated request gets the same object (and its stored bytes). */
  const answers = new WeakMap<Season, Map<string, Promise<unknown>>>();
  async function answer<T>(name: string, query: ProjectionsQuery, build: (s: Season) => Promise<T> | T) {
    return answerFor(await season(), name, query, build);
  }
  function answerFor<T>(
    s: Season,
    name: string,
    query: ProjectionsQuery,
    build: (s: Season) => Promise<T> | T,
  ) {
    let bySeason = answers.get(s);
    if (!bySeason) answers.set(s, (bySeason = new Map()));
    const key = `${name} ${query.start_gw ?? ''} ${query.end_gw ?? ''} ${query.team ?? ''}`;
    let found = bySeason.get(key) as Promise<T> | undefined;
    if (!found) {
      found = Promise.resolve().then(() => build(s));
      const map = bySeason;
      map.set(key, found);
      found.catch(() => map.delete(key));
    }
    return found;
  }

  /**
   * A list of matches over the shown scorelines (Goals & Clean Sheets, Results): the range with the
   * match lists' extra gameweeks, kept per set of scorelines.
   */
  async function matchListAnswer<T extends object>(
    name: string,
    query: ProjectionsQuery,
    rows: (matches: Season['matches'], scores: PredictedScores, range: RangeFilter) => T,
  ) {
    const current = await season();
    const { scores } = await shown(current);
    return answerFor(current, `${name} ${scoreSetId(scores)}`, query, (s) => {
      const { range, envelope } = rangeFilter(s, query, MATCH_LIST_EXTRA_GAMEWEEKS);
      return { ...envelope, ...rows(s.matches, scores, range) };
    });
  }

  return {
    /** The season's clubs and fixtures with the current fit's odds (Predicted Scores, the standings and the shares read them too). */
    season,
    /** The scoreline every screen shows for each match of the season (Predicted Scores reads it too). */
    shown,

    matchProjections: (query: ProjectionsQuery): Promise<ProjectedGoalsCsResponse> =>
      matchListAnswer('match', query, (matches, scores, range) => ({
        gameweeks: matchProjectionGameweeks(matches, scores, range),
      })),

    resultsProjections: (query: ProjectionsQuery): Promise<ResultsProjectionsResponse> =>
      matchListAnswer('results', query, (matches, scores, range) => ({
        matches: resultProjections(matches, scores, range),
      })),

    teamCombined: (query: ProjectionsQuery): Promise<TeamProjectionsCombinedResponse> =>
      answer('combined', query, (s) => {
        const { range, envelope } = rangeFilter(s, query, TEAM_TABLE_EXTRA_GAMEWEEKS);
        const scored = totalsTable(s.clubs, s.matches, range, goalsScored);
        const against = totalsTable(s.clubs, s.matches, range, goalsConceded);
        return {
          ...envelope,
          goals_scored: scored.rows,
          goals_against: against.rows,
          goals_scored_totals: scored.totals,
          goals_against_totals: against.totals,
          total_goals_scored: scored.totals.period_total,
          total_goals_against: against.totals.period_total,
          perfect_balance: scored.totals.period_total === against.totals.period_total,
        };
      }),

    async teamAssists(query: ProjectionsQuery): Promise<TeamAssistProjectionsResponse> {
      // Measured once per set of imported seasons (model-card.ts): part of the answer's key.
      const rate = await deps.assistsPerGoal();
      return answer(`assists ${rate.value} ${rate.source}`, query, (s) => {
        const { range, envelope } = rangeFilter(s, query, TEAM_TABLE_EXTRA_GAMEWEEKS);
        const table = totalsTable(s.clubs, s.matches, range, assists(rate.value));
        return { ...envelope, assists_per_goal: rate, rows: table.rows, totals: table.totals };
      });
    },

    teamCleanSheets: (query: ProjectionsQuery): Promise<TeamCsProjectionsResponse> =>
      answer('clean-sheets', query, (s) => {
        const { range, envelope } = rangeFilter(s, query, TEAM_TABLE_EXTRA_GAMEWEEKS);
        return { ...envelope, rows: cleanSheetTable(s.clubs, s.matches, range) };
      }),

    async matchModel(): Promise<MatchModelResponse> {
      const [bootstrap, fixtures] = await Promise.all([deps.fpl.bootstrapStatic(), deps.fpl.fixtures()]);
      const [fitted, tiers, backtest] = await Promise.all([
        models.forFixtures(fixtures.data, deps.now().getTime()),
        deps.tiers(),
        deps.latestBacktest(),
      ]);
      return {
        fit: {
          matches: fitted.fit.matches,
          seasons: fitted.fit.seasons,
          last_kickoff_time: fitted.fit.lastKickoffTime,
        },
        tiers,
        provisional_reason: provisionalReason(seasonLabel(bootstrap.data.events), fitted.fit.seasons),
        backtest,
      };
    },
  };
}
export type ProjectionsService = ReturnType<typeof createProjectionsService>;
