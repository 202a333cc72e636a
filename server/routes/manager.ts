import type { FastifyInstance } from 'fastify';
import { managerLiveQuerySchema } from '@contracts/api/live';
import { managerIdParam } from '@contracts/params';
import { parseRequest } from '../http/parse';
import { CACHE } from '../http/caching';
import type { LiveService } from '../services/live';
import type { ManagerService } from '../services/manager';
import type { TeamService } from '../services/team';

type IdParams = { Params: { id: string } };
const relay = { config: { cacheControl: CACHE.relay } };

export function registerManagerRoutes(
  app: FastifyInstance,
  manager: ManagerService,
  team: TeamService,
  live: LiveService,
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
  // The id is checked before the query: a bad id says more about what is wrong.
  app.get<IdParams>('/api/manager/:id/live', relay, (req) => {
    const id = parseRequest(managerIdParam, req.params.id, 'id');
    return live(id, parseRequest(managerLiveQuerySchema, req.query, 'query').gameweek);
  });
}
