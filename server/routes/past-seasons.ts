import type { FastifyInstance } from 'fastify';
import { seasonParam } from '@contracts/params';
import { notFound } from '../http/api-error';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import type { HistoryService } from '../services/past-seasons/service';

const cached = { config: { cacheControl: CACHE.pastSeasons } };

export function registerHistoryRoutes(app: FastifyInstance, history: HistoryService): void {
  app.get('/api/seasons', cached, () => history.seasons());

  app.get<{ Params: { season: string } }>('/api/players/historical/:season', cached, async (req) => {
    const season = parseRequest(seasonParam, req.params.season, 'param');
    const players = await history.players(season);
    if (!players) throw notFound(`No player data for season ${season}.`);
    return players;
  });
}
