import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CACHE } from '../http/caching';
import { parseRequest } from '../http/parse';

type IdParams = { Params: { id: string } };
const relay = { config: { cacheControl: CACHE.relay } };

/**
 * Registers GET routes whose path carries `:id`, each answering the official game's data for that
 * id (cached as relayed data). The id is parsed with `idParam` before the handler runs: a bad id
 * answers `invalid_id` before any query is read, as it says more about what is wrong.
 */
export function relayedById(app: FastifyInstance, idParam: z.ZodType<number, unknown>) {
  return (path: string, answer: (id: number, req: FastifyRequest<IdParams>) => unknown) =>
    app.get<IdParams>(path, relay, (req) => answer(parseRequest(idParam, req.params.id, 'id'), req));
}
