import type { FastifyInstance } from 'fastify';
import { managerIdParam } from '@contracts/params';
import { parseId } from '../http/api-error';
import { CACHE } from '../http/caching';
import type { ManagerService } from '../services/manager';
import type { TeamService } from '../services/team';

type IdParams = { Params: { id: string } };
const relay = { config: { cacheControl: CACHE.relay } };

export function registerManagerRoutes(
  app: FastifyInstance,
  manager: ManagerService,
  team: TeamService,
): void {
  app.get<IdParams>('/api/manager/:id', relay, (req) =>
    manager.summary(parseId(managerIdParam, req.params.id)),
  );
  app.get<IdParams>('/api/manager/:id/history', relay, (req) =>
    manager.history(parseId(managerIdParam, req.params.id)),
  );
  app.get<IdParams>('/api/manager/:id/leagues', relay, (req) =>
    manager.leagues(parseId(managerIdParam, req.params.id)),
  );
  app.get<IdParams>('/api/manager/:id/team', relay, (req) => team(parseId(managerIdParam, req.params.id)));
}
