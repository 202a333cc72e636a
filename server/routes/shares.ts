import type { FastifyInstance } from 'fastify';
import { seasonParam } from '@contracts/params';
import { notFound } from '../http/api-error';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import type { HistoricalShares } from '../services/shares/historical';

const pastSeason = { config: { cacheControl: CACHE.pastSeasons } };

export function registerShareRoutes(app: FastifyInstance, historical: HistoricalShares): void {
  const season = (params: { season: string }) => parseRequest(seasonParam, params.season, 'param');
  const unknown = (label: string) => notFound(`No imported data for season ${label}.`);

  app.get<{ Params: { season: string } }>('/api/goal-share-historical/:season', pastSeason, async (req) => {
    const label = season(req.params);
    const found = await historical.goalShare(label);
    if (!found) throw unknown(label);
    return found;
  });

  app.get<{ Params: { season: string } }>('/api/assist-share-historical/:season', pastSeason, async (req) => {
    const label = season(req.params);
    const found = await historical.assistShare(label);
    if (!found) throw unknown(label);
    return found;
  });
}
