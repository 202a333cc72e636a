import type { FastifyInstance } from 'fastify';
import { CACHE } from '../http/caching';
import { sendPreparedJson } from '../http/prepared-json';
import type { RelayService } from '../services/relay';

// Compression is done once per cached copy by sendPreparedJson, not per request by the plugin.
const relay = { config: { cacheControl: CACHE.relay }, compress: false } as const;

export function registerRelayRoutes(app: FastifyInstance, service: RelayService): void {
  app.get('/api/bootstrap-static', relay, async (request, reply) =>
    sendPreparedJson(request, reply, await service.bootstrapStatic()),
  );
  app.get('/api/player-list', relay, async (request, reply) =>
    sendPreparedJson(request, reply, await service.playerList()),
  );
  app.get('/api/fixtures', relay, async (request, reply) =>
    sendPreparedJson(request, reply, await service.fixtures()),
  );
}
