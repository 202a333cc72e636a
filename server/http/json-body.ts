import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON body parser, except that an empty body is no body: a client library that sets
 * `Content-Type: application/json` on every request (sign-out sends nothing) is not answered 400.
 * Routes that need a body still refuse a missing one through their own schema.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  // Prototype poisoning refused, as in Fastify's default.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parse(request, body.toString(), done);
  });
}
