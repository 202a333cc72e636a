import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { historyRepository } from '../db/repositories/past-seasons';
import { settingsRepository } from '../db/repositories/settings';
import type { FplSource } from '../fpl/source';
import { createFixtureDifficultyService } from '../services/fixture-difficulty';
import { createGoalScoredSettingsService } from '../services/goal-scored-settings';
import { createHistoryTables } from '../services/player-scores/historical-multipliers';
import { createPlayerScoresService } from '../services/player-scores/service';
import { registerFixtureDifficultyRoutes } from './fixture-difficulty';
import { registerGoalScoredSettingsRoutes } from './goal-scored-settings';
import { registerPlayerScoreRoutes } from './player-scores';

/**
 * The player screens' endpoints: goal-scored settings (read), fixture difficulty, transfer planner
 * and captain candidates, wired to the game's data and the database.
 */
export function registerPlayerScreenRoutes(
  app: FastifyInstance,
  deps: { fpl: FplSource; db: Database },
): void {
  const log = { warn: (message: string) => app.log.warn(message) };
  const settings = createGoalScoredSettingsService({ fpl: deps.fpl, settings: settingsRepository(deps.db) });
  registerGoalScoredSettingsRoutes(app, settings);
  registerFixtureDifficultyRoutes(app, createFixtureDifficultyService({ fpl: deps.fpl, settings, log }));
  registerPlayerScoreRoutes(
    app,
    createPlayerScoresService({
      fpl: deps.fpl,
      historyTable: createHistoryTables(historyRepository(deps.db)),
      log,
    }),
  );
}
