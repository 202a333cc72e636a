import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminSessionResponseSchema } from './admin-session';
import { goalScoredContextSchema } from './goal-scored-context';
import { matchModelResponseSchema } from './match-model';
import { historicalPlayersResponseSchema } from './past-seasons';
import { projectedStandingsResponseSchema } from './projected-standings';
import {
  historicalAssistShareResponseSchema,
  historicalGoalShareResponseSchema,
  playerAssistProjectionsResponseSchema,
  playerGoalProjectionsResponseSchema,
  seasonAssistShareResponseSchema,
  seasonGoalShareResponseSchema,
  seasonProjectionsResponseSchema,
  shareBacktestSchema,
} from './shares';
import { leagueLiveSchema, managerLiveSchema } from './live';
import { watchlistResponseSchema } from './watchlist';
import {
  priceHistoryResponseSchema,
  priceMetricsResponseSchema,
  pricePredictionsResponseSchema,
  recentPriceChangesResponseSchema,
} from './prices';
import { predictedScoresResponseSchema } from './predicted-scores';
import { projectedGoalsCsResponseSchema, resultsProjectionsResponseSchema } from './projections';
import {
  teamAssistProjectionsResponseSchema,
  teamCsProjectionsResponseSchema,
  teamProjectionsCombinedResponseSchema,
} from './team-projections';

/**
 * The app's own endpoints name their JSON fields in snake_case, like the official game and the
 * product's specified payloads (decision record 0003). A new endpoint's response schema joins this
 * list; the older camelCase endpoints (scores, fixture difficulty, status, watchlist) are not.
 */
const SNAKE_CASE_RESPONSES: Record<string, z.ZodType> = {
  'GET /api/players/historical/:season': historicalPlayersResponseSchema,
  'GET /api/price-changes/recent': recentPriceChangesResponseSchema,
  'GET /api/price-predictions': pricePredictionsResponseSchema,
  'GET /api/price-predictions/metrics': priceMetricsResponseSchema,
  'GET /api/price-history/:playerId': priceHistoryResponseSchema,
  'GET /api/projected-goals-cs': projectedGoalsCsResponseSchema,
  'GET /api/results-projections': resultsProjectionsResponseSchema,
  'GET /api/team-projections-combined': teamProjectionsCombinedResponseSchema,
  'GET /api/team-assist-projections': teamAssistProjectionsResponseSchema,
  'GET /api/team-cs-projections': teamCsProjectionsResponseSchema,
  'GET /api/match-model': matchModelResponseSchema,
  'GET /api/predicted-scores': predictedScoresResponseSchema,
  'GET /api/projected-standings': projectedStandingsResponseSchema,
  'GET /api/admin/goal-scored-settings/context': goalScoredContextSchema,
  'GET /api/admin/session': adminSessionResponseSchema,
  'GET /api/goal-share-historical/:season': historicalGoalShareResponseSchema,
  'GET /api/assist-share-historical/:season': historicalAssistShareResponseSchema,
  'stored share-backtest (About blocks)': shareBacktestSchema,
  'GET /api/goal-share-season': seasonGoalShareResponseSchema,
  'GET /api/assist-share-season': seasonAssistShareResponseSchema,
  'GET /api/player-goal-projections': playerGoalProjectionsResponseSchema,
  'GET /api/player-assist-projections': playerAssistProjectionsResponseSchema,
  'GET /api/season-projections': seasonProjectionsResponseSchema,
  'GET /api/manager/:id/live': managerLiveSchema,
  'GET /api/leagues-classic/:id/live': leagueLiveSchema,
};

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** Every object key a schema can produce, with its path ("players[].team_name"). */
function keys(schema: z.ZodType, path = ''): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.entries(shape).flatMap(([key, child]) => [
        `${path}${key}`,
        ...keys(child, `${path}${key}.`),
      ]);
    }
    case 'array':
      return keys(def.element as z.ZodType, path === '' ? '[].' : path.replace(/\.$/, '[].'));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return keys(def.innerType as z.ZodType, path);
    case 'pipe':
      return keys(def.out as z.ZodType, path);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => keys(option, path));
    case 'record':
      return keys(def.valueType as z.ZodType, `${path}*.`);
    default:
      return [];
  }
}

/** The fields whose own name is not snake_case. */
const notSnake = (schema: z.ZodType) =>
  keys(schema).filter((path) => !SNAKE.test(path.split('.').pop()!.replace('[]', '')));

describe('API field case', () => {
  it.each(Object.entries(SNAKE_CASE_RESPONSES))('%s names every field in snake_case', (_route, schema) => {
    expect(keys(schema).length).toBeGreaterThan(0);
    expect(notSnake(schema)).toEqual([]);
  });

  it('catches camelCase, also in nested lists (the watchlist keeps the spec camelCase)', () => {
    expect(notSnake(watchlistResponseSchema)).toEqual(
      expect.arrayContaining(['[].playerId', '[].alertOnRise', '[].createdAt']),
    );
  });
});
