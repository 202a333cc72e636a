import type { Database } from './db/client';
import { seasonLabel } from '@contracts/game/schedule';
import type { PlayedMatch } from '@engine/match-model';
import { adminAuthRepository } from './db/repositories/admin-auth';
import { alertsRepository } from './db/repositories/alerts';
import { matchesRepository, keptUntilReimport, type MatchesRepository } from './db/repositories/matches';
import { historyRepository } from './db/repositories/past-seasons';
import { fittedModelsRepository } from './db/repositories/fitted-models';
import { pointsHistory } from './db/repositories/points-history';
import { seasonSharesRepository } from './db/repositories/season-shares';
import { settingsRepository } from './db/repositories/settings';
import { storedBacktestsRepository, type StoredBacktests } from './db/repositories/stored-backtests';
import { priceCapturesRepository } from './db/repositories/price-captures';
import { priceChangesRepository } from './db/repositories/price-changes';
import { limitHitsRepository } from './db/repositories/limit-hits';
import { watchlistRepository } from './db/repositories/watchlist';
import type { FplSource } from './fpl/source';
import { createAdminAuthService, type AdminCredentialConfig } from './services/admin-auth/service';
import { createFixtureDifficultyService } from './services/fixture-difficulty';
import { createFitStore, importStamp, readAtMostEvery, type ModelFits } from './services/fits/fit-store';
import { keptPastRows } from './services/fits/past-rows';
import { createGoalScoredAdminService } from './services/goal-settings/admin';
import { createGoalScoredContextService } from './services/goal-settings/context';
import {
  createGoalScoredSettingsService,
  type GoalScoredSettingsService,
} from './services/goal-settings/settings';
import { createOpenfplService } from './services/openfpl/service';
import { createSolver } from './services/transfer-plan/solver';
import { createTransferPlanService } from './services/transfer-plan/service';
import { createHistoryService } from './services/past-seasons/service';
import { createHistoricalShares } from './services/shares/historical';
import { createSeasonShares, type SeasonShares } from './services/shares/season';
import { createShareService } from './services/shares/service';
import { createLeagueService } from './services/leagues';
import { createLeagueLiveService } from './services/league-live';
import { createLiveService } from './services/live';
import { createManagerService } from './services/manager';
import { createFinishedLive, type FinishedLive } from './services/matches/live-gameweek';
import { createMatchHistory } from './services/matches/service';
import { createHistoryTables } from './services/player-scores/historical-multipliers';
import { createPlayerScoresService } from './services/player-scores/service';
import { createPriceService } from './services/prices/service';
import { backtestSummary } from './services/match-model/backtest-summary';
import { matchEngine } from './services/projections/match-engine';
import { createAssistsRate } from './services/projections/model-card';
import { createProjectionsService, type ProjectionsService } from './services/projections/service';
import { createStandingsService } from './services/projections/standings';
import { createPredictedScoresService } from './services/predicted-scores/service';
import { createRelayService } from './services/relay';
import { createSeasonStartTiers } from './services/season-start-tiers';
import { createStatusService, type StatusDeps } from './services/status';
import { createTeamService } from './services/team';
import { createUpsetConfigService, type UpsetConfigService } from './services/upset-config';
import { createDefaultTopTeams } from './services/upset-top-teams';
import { createWatchlistService } from './services/watchlist/service';
import { sharedWorkerPool } from './workers/pool';

type AssistsRate = ReturnType<typeof createAssistsRate>;

export interface CompositionDeps {
  fpl: FplSource;
  /** Without a database (API tests that never touch it) the stored services are not built. */
  db?: Database;
  now: () => Date;
  log: { warn(message: string): void };
  /** What /api/status reports beyond the source's own state. */
  status: Omit<StatusDeps, 'fpl' | 'now'>;
  /** Where the admin password comes from (server/config.ts). */
  admin: AdminCredentialConfig;
  /** Where a generated admin password is written (server/main.ts: in DATA_DIR). */
  adminPasswordFile?: string;
}

export type Services = ReturnType<typeof composeServices>;

/**
 * The composition root: the one place that opens repositories and builds services. Every service
 * factory takes a single deps object naming what it uses; routes receive built services only.
 */
export function composeServices(deps: CompositionDeps) {
  const { fpl, now } = deps;
  return {
    relay: createRelayService({ fpl }),
    manager: createManagerService({ fpl }),
    team: createTeamService({ fpl }),
    live: createLiveService({ fpl }),
    leagueLive: createLeagueLiveService({ fpl }),
    leagues: createLeagueService({ fpl, now }),
    status: createStatusService({ fpl, now: deps.now, ...deps.status }),
    stored: deps.db ? composeStoredServices(deps, deps.db) : null,
  };
}

/** How long the imported seasons' stamp is reused: an import shows in the fits within this. */
const IMPORT_STAMP_MS = 2_000;

/** The services that read or write the database. */
function composeStoredServices(deps: CompositionDeps, db: Database) {
  const { fpl, now, log, admin } = deps;
  const history = historyRepository(db);
  const backtests = storedBacktestsRepository(db);
  // The match history, the shares and the season-start fit read the same past seasons' matches.
  const matches = keptUntilReimport(matchesRepository(db), () => history.listSeasons());
  const storedMatches = async () => matches.played({ seasons: [...(await matches.countBySeason()).keys()] });
  // ModelFits kept across restarts, fingerprinted by the imported seasons they read and the
  // workers' code that fitted them.
  const fits: ModelFits = {
    store: createFitStore(fittedModelsRepository(db), {
      now,
      log,
      codeVersion: () => sharedWorkerPool().codeVersion(),
    }),
    importStamp: readAtMostEvery(IMPORT_STAMP_MS, async () => importStamp(await history.listSeasons())),
  };
  const seasonStartFit = {
    played: async (asOfMs: number) => (await storedMatches()).filter((m) => m.kickoffMs < asOfMs),
    // In a worker, once for the tiers and the top teams, and kept until a season is imported.
    fit: async (played: readonly PlayedMatch[], asOfMs: number) => {
      const fingerprint = `${asOfMs}/${await fits.importStamp()}`;
      return fits.store.kept('season-start', fingerprint, () =>
        sharedWorkerPool().run('fitMatchModel', { matches: played, asOfMs }, { key: fingerprint }),
      );
    },
  };
  const dataTiers = createSeasonStartTiers(seasonStartFit);
  const goalScoredSettings = createGoalScoredSettingsService({
    fpl,
    settings: settingsRepository(db),
    dataTiers,
    log,
  });
  const upsetConfig = createUpsetConfigService({
    fpl,
    settings: settingsRepository(db),
    topTeams: createDefaultTopTeams({ ...seasonStartFit, log }),
    log,
  });
  // One measurement of the assists rate (the imported seasons before the one shown) for both users.
  const assistsRate = createAssistsRate(history, async () =>
    seasonLabel((await fpl.bootstrapStatic()).data.events),
  );
  // One read of each finished gameweek's live payload for the match history and the shares.
  const finishedLive = createFinishedLive(fpl);
  const { projections, predictedScores } = composeProjections(
    { fpl, now, log },
    { settings: goalScoredSettings, upsetConfig, assistsRate, finishedLive, matches, backtests, fits },
  );
  // Limits on anonymous writes and sign-ins, shared by every instance on this database.
  const limitHits = limitHitsRepository(db);
  const shareInputs = { projections, assistsRate, finishedLive, matches, backtests, fits };
  const plans = composeSharesAndPlans({ fpl, now, log }, db, shareInputs);
  return {
    adminAuth: createAdminAuthService({
      repo: adminAuthRepository(db),
      credential: admin,
      passwordFile: deps.adminPasswordFile,
      limitHits,
      now,
      log,
    }),
    goalScoredSettings,
    goalScoredAdmin: createGoalScoredAdminService({
      fpl,
      settings: settingsRepository(db),
      read: goalScoredSettings,
    }),
    goalScoredContext: createGoalScoredContextService({ matches: storedMatches }),
    fixtureDifficulty: createFixtureDifficultyService({ fpl, settings: goalScoredSettings, log }),
    // The Captain Selector's score is the points model's next-gameweek expected points.
    playerScores: createPlayerScoresService({
      fpl,
      historyTable: createHistoryTables(history),
      expectedPoints: () => plans.openfpl.projections(1),
      log,
    }),
    history: createHistoryService({ history, currentSeason: () => liveSeason(fpl) }),
    prices: createPriceService({
      fpl,
      now,
      captures: priceCapturesRepository(db),
      changes: priceChangesRepository(db),
      backtest: backtests.prices,
    }),
    watchlist: createWatchlistService({ fpl, items: watchlistRepository(db), alerts: alertsRepository(db) }),
    limitHits,
    projections,
    predictedScores,
    upsetConfig,
    standings: createStandingsService({
      season: projections.season,
      latestBacktest: () => backtests.standings.latest(),
      store: fits.store,
    }),
    ...plans,
  };
}

/** The shares, the points model and the transfer plans read from it (one HiGHS worker, started on first use). */
function composeSharesAndPlans(...args: Parameters<typeof composeShares>) {
  const shared = composeShares(...args);
  const transferPlan = createTransferPlanService({
    fpl: args[0].fpl,
    projections: (horizon) => shared.openfpl.projections(horizon),
    solver: createSolver(),
  });
  return { ...shared, transferPlan };
}

interface ShareInputs {
  projections: ProjectionsService;
  assistsRate: AssistsRate;
  finishedLive: FinishedLive;
  matches: MatchesRepository;
  backtests: StoredBacktests;
  fits: ModelFits;
}

function composeShares(
  { fpl, now, log }: Pick<CompositionDeps, 'fpl' | 'now' | 'log'>,
  db: Database,
  { projections, assistsRate, finishedLive, matches, backtests, fits }: ShareInputs,
) {
  // One read of the past seasons' rows for the share model and the points model.
  const past = keptPastRows((seasons) => pointsHistory(db, seasons, matches), fits.importStamp);
  const season: SeasonShares = createSeasonShares({
    fpl,
    log,
    now,
    season: () => projections.season(),
    pastRows: past.appearances,
    assistsPerGoal: assistsRate,
    latestBacktest: () => backtests.shares.latest(),
    finishedLive,
    fits,
  });
  const historical = createHistoricalShares({
    history: historyRepository(db),
    shares: seasonSharesRepository(db),
  });
  return {
    shares: createShareService({ historical, season }),
    // The points model reads the same share computation (one per data version for both).
    openfpl: createOpenfplService({
      season: () => projections.season(),
      computed: () => season.computed(),
      pastRows: past.points,
      latestBacktest: () => backtests.points.latest(),
      now,
      fits,
    }),
  };
}

interface ProjectionInputs {
  settings: GoalScoredSettingsService;
  upsetConfig: Pick<UpsetConfigService, 'current'>;
  assistsRate: AssistsRate;
  finishedLive: FinishedLive;
  matches: MatchesRepository;
  backtests: StoredBacktests;
  fits: ModelFits;
}

function composeProjections(
  { fpl, now, log }: Pick<CompositionDeps, 'fpl' | 'now' | 'log'>,
  { settings, upsetConfig, assistsRate, finishedLive, matches, backtests, fits }: ProjectionInputs,
) {
  // The three previous imported seasons plus the current season's finished fixtures from the source.
  const history = createMatchHistory({ fpl, log, matches, finishedLive });
  const projections = createProjectionsService({
    fpl,
    now,
    log,
    settings,
    engine: matchEngine,
    history,
    assistsPerGoal: assistsRate,
    latestBacktest: async () => {
      const stored = await backtests.match.latest();
      return stored && backtestSummary(stored);
    },
    tiers: () => settings.tiersInUse(),
    // Read at every request: a saved configuration shows at once.
    upsetConfig: () => upsetConfig.current(),
    fits,
    pool: sharedWorkerPool(),
  });
  const predictedScores = createPredictedScoresService({
    season: projections.season,
    shown: projections.shown,
  });
  return { projections, predictedScores };
}

/** The live season joins the season list before it is imported; without base data it is unknown. */
function liveSeason(fpl: FplSource): Promise<string | null> {
  return fpl.bootstrapStatic().then(
    (b) => seasonLabel(b.data.events),
    () => null,
  );
}
