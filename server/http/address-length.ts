import type { FastifyInstance } from 'fastify';
import { sendAddressTooLong } from './errors';
import { MAX_ADDRESS_PART_LENGTH } from './server-options';

/**
 * One answer for an over-long address whatever the method: without this, the router refused a long
 * id with 414 on the routes that take one (DELETE /api/watchlist/:id), while a GET of the same path
 * reached the static files, whose file-name limit turned it into 403. The query string is not
 * checked: it never names a file or a route.
 */
export function installAddressLengthLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (path.split('/').some((part) => part.length > MAX_ADDRESS_PART_LENGTH))
      return sendAddressTooLong(reply);
  });
}
