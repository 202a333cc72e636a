import type { FastifyInstance } from 'fastify';
import { transferPlanQuerySchema } from '@contracts/api/transfer-plan';
import { managerIdParam } from '@contracts/params';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';
import type { TransferPlanService } from '../services/transfer-plan/service';

type PlanRequest = { Params: { id: string } };
// Computed from relayed data (picks, history, the points model), cached alike.
const cached = { config: { cacheControl: CACHE.relay } };

export function registerTransferPlanRoutes(app: FastifyInstance, plan: TransferPlanService): void {
  app.get<PlanRequest>('/api/manager/:id/transfer-plan', cached, (req) => {
    const id = parseRequest(managerIdParam, req.params.id, 'id');
    return plan(id, parseRequest(transferPlanQuerySchema, req.query, 'query'));
  });
}
