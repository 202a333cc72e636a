import type { FastifyInstance } from 'fastify';
import { PREPARED_ANSWER, sendPreparedJson } from '../http/prepared-json';
import { shareWhileRunning } from '../http/shared-answer';
import type { StandingsService } from '../services/projections/standings';

export function registerStandingsRoutes(app: FastifyInstance, service: StandingsService): void {
  // Computed from relayed base data and fixtures, so cached like them; the service keeps the answer.
  const read = shareWhileRunning(() => service.projectedStandings());
  app.get('/api/projected-standings', PREPARED_ANSWER, async (req, reply) =>
    sendPreparedJson(req, reply, await read('')),
  );
}
