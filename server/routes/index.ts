import type { FastifyInstance } from 'fastify';
import type { Services } from '../composition';
import { registerAdminSessionRoutes } from './admin-session';
import { registerFixtureDifficultyRoutes } from './fixture-difficulty';
import { registerGoalScoredSettingsRoutes } from './goal-scored-settings';
import { registerHistoryRoutes } from './past-seasons';
import { registerLeagueRoutes } from './leagues';
import { registerManagerRoutes } from './manager';
import { registerOpenfplRoutes } from './openfpl';
import { registerPlayerScoreRoutes } from './player-scores';
import { registerPredictedScoreRoutes } from './predicted-scores';
import { registerPriceRoutes } from './prices';
import { registerStandingsRoutes } from './projected-standings';
import { registerProjectionRoutes } from './projections';
import { registerRelayRoutes } from './relay';
import { registerShareRoutes } from './shares';
import { registerStatusRoutes } from './status';
import { registerTransferPlanRoutes } from './transfer-plan';
import { registerUpsetConfigRoutes } from './upset-config';
import { registerWatchlistRoutes } from './watchlist';

/** Every /api route, each handed the one service it calls. Database routes only with a database. */
export function registerApiRoutes(app: FastifyInstance, services: Services): void {
  registerRelayRoutes(app, services.relay);
  registerManagerRoutes(app, services.manager, services.team, services.live);
  registerLeagueRoutes(app, services.leagues, services.leagueLive);
  registerStatusRoutes(app, services.status);
  const { stored } = services;
  if (!stored) return;
  registerAdminSessionRoutes(app, stored.adminAuth);
  registerGoalScoredSettingsRoutes(app, stored);
  registerFixtureDifficultyRoutes(app, stored.fixtureDifficulty);
  registerPlayerScoreRoutes(app, stored.playerScores);
  registerHistoryRoutes(app, stored.history);
  registerPriceRoutes(app, stored.prices);
  registerWatchlistRoutes(app, stored.watchlist, stored.limitHits);
  registerProjectionRoutes(app, stored.projections);
  registerUpsetConfigRoutes(app, stored.upsetConfig);
  registerStandingsRoutes(app, stored.standings);
  registerPredictedScoreRoutes(app, stored.predictedScores);
  registerShareRoutes(app, stored.shares);
  registerOpenfplRoutes(app, stored.openfpl);
  registerTransferPlanRoutes(app, stored.transferPlan);
}
