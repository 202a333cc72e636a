import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@contracts/errors';
import { seasonParam } from '@contracts/params';
import { ApiError, notFound } from '../http/api-error';
import type { HistoryService } from '../services/past-seasons/service';

// Past seasons change only when re-imported; the season list when a new season starts.
const cached = { config: { cacheControl: 'public, max-age=300' } };

export function registerHistoryRoutes(app: FastifyInstance, history: HistoryService): void {
  app.get('/api/seasons', cached, () => history.seasons());

  app.get<{ Params: { season: string } }>('/api/players/historical/:season', cached, async (req) => {
    const parsed = seasonParam.safeParse(req.params.season);
    if (!parsed.success) {
      throw new ApiError(400, ERROR_CODES.badRequest, parsed.error.issues[0]?.message ?? 'Invalid season');
    }
    const players = await history.players(parsed.data);
    if (!players) throw notFound(`No player data for season ${parsed.data}.`);
    return players;
  });
}
