import type { FastifyInstance } from 'fastify';
import { seasonParam } from '@contracts/params';
import { notFound } from '../http/api-error';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import { PREPARED_ANSWER, sendPreparedJson } from '../http/prepared-json';
import { shareWhileRunning } from '../http/shared-answer';
import type { ShareService } from '../services/shares/service';

const pastSeason = { config: { cacheControl: CACHE.pastSeasons } };

export function registerShareRoutes(app: FastifyInstance, shares: ShareService): void {
  const season = (params: { season: string }) => parseRequest(seasonParam, params.season, 'param');
  const unknown = (label: string) => notFound(`No imported data for season ${label}.`);

  app.get<{ Params: { season: string } }>('/api/goal-share-historical/:season', pastSeason, async (req) => {
    const label = season(req.params);
    const found = await shares.goalShareHistorical(label);
    if (!found) throw unknown(label);
    return found;
  });

  app.get<{ Params: { season: string } }>('/api/assist-share-historical/:season', pastSeason, async (req) => {
    const label = season(req.params);
    const found = await shares.assistShareHistorical(label);
    if (!found) throw unknown(label);
    return found;
  });

  // Computed from relayed base data and fixtures, so cached like them; the service keeps each answer.
  const current = (path: string, read: () => Promise<object>) => {
    const shared = shareWhileRunning(read);
    app.get(path, PREPARED_ANSWER, async (req, reply) => sendPreparedJson(req, reply, await shared('')));
  };
  current('/api/goal-share-season', shares.goalShareSeason);
  current('/api/assist-share-season', shares.assistShareSeason);
  current('/api/player-goal-projections', shares.playerGoalProjections);
  current('/api/player-assist-projections', shares.playerAssistProjections);
  current('/api/season-projections', shares.seasonProjections);
}
