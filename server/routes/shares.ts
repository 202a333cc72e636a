import type { FastifyInstance } from 'fastify';
import { seasonParam } from '@contracts/params';
import { notFound } from '../http/api-error';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import type { ShareService } from '../services/shares/service';

const pastSeason = { config: { cacheControl: CACHE.pastSeasons } };
// Computed from relayed base data and fixtures, so cached like them.
const current = { config: { cacheControl: CACHE.relay } };

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

  app.get('/api/goal-share-season', current, () => shares.goalShareSeason());
  app.get('/api/assist-share-season', current, () => shares.assistShareSeason());
  app.get('/api/player-goal-projections', current, () => shares.playerGoalProjections());
  app.get('/api/player-assist-projections', current, () => shares.playerAssistProjections());
  app.get('/api/season-projections', current, () => shares.seasonProjections());
}
