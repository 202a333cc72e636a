import Fastify, { type FastifyInstance } from 'fastify';
import { installApiCaching } from '../../http/caching';
import { installErrorHandling } from '../../http/errors';

/** A bare app with one test's routes, behind the API's error handling and caching as buildApp installs them. */
export async function routeApp(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandling(app);
  installApiCaching(app);
  register(app);
  await app.ready();
  return app;
}
