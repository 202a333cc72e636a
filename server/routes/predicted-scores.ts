import type { FastifyInstance } from 'fastify';
import { predictedScoresQuerySchema } from '@contracts/api/predicted-scores';
import { parseRequest } from '../http/parse';
import type { PredictedScoresService } from '../services/predicted-scores/service';

// Not cached (no-store): a saved upset configuration must show at the next request.
export function registerPredictedScoreRoutes(app: FastifyInstance, service: PredictedScoresService): void {
  app.get('/api/predicted-scores', (req) =>
    service.predictedScores(parseRequest(predictedScoresQuerySchema, req.query, 'query')),
  );
}
