import type { FastifyInstance } from 'fastify';
import { managerLiveQuerySchema } from '@contracts/api/live';
import { managerIdParam } from '@contracts/params';
import { parseRequest } from '../http/parse';
import type { LiveService } from '../services/live';
import type { ManagerService } from '../services/manager';
import type { TeamService } from '../services/team';
import { relayedById } from './relayed-by-id';

export function registerManagerRoutes(
  app: FastifyInstance,
  manager: ManagerService,
  team: TeamService,
  live: LiveService,
): void {
  const byId = relayedById(app, managerIdParam);
  byId('/api/manager/:id', (id) => manager.summary(id));
  byId('/api/manager/:id/history', (id) => manager.history(id));
  byId('/api/manager/:id/leagues', (id) => manager.leagues(id));
  byId('/api/manager/:id/team', (id) => team(id));
  byId('/api/manager/:id/live', (id, req) =>
    live(id, parseRequest(managerLiveQuerySchema, req.query, 'query').gameweek),
  );
}
