import type { FastifyInstance } from 'fastify';
import { managerIdParam } from '@contracts/params';
import { parseRequest } from '../http/parse';
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
    manager.summary(parseRequest(managerIdParam, req.params.id, 'id')),
  );
  app.get<IdParams>('/api/manager/:id/history', relay, (req) =>
    manager.history(parseRequest(managerIdParam, req.params.id, 'id')),
  );
  app.get<IdParams>('/api/manager/:id/leagues', relay, (req) =>
    manager.leagues(parseRequest(managerIdParam, req.params.id, 'id')),
  );
  app.get<IdParams>('/api/manager/:id/team', relay, (req) =>
    team(parseRequest(managerIdParam, req.params.id, 'id')),
  );
}
