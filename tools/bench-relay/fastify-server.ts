import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The framework's floor: a bare Fastify app (no hooks, no plugins, logging off) sending the same
 * recorded bytes and headers as raw-server.ts. The app cannot be faster than this; the gap between
 * it and the bare Node server is the framework's, the gap between the app and it is ours.
 */
type Spec = Record<string, { headers: Record<string, string>; body: string }>;
const [specFile = '', port = ''] = process.argv.slice(2);
const spec = JSON.parse(readFileSync(specFile, 'utf8')) as Spec;
const routes = new Map(
  Object.entries(spec).map(([k, v]) => [k, { ...v, body: Buffer.from(v.body, 'base64') }]),
);
const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const route = routes.get(`${request.url} ${request.headers['accept-encoding'] ? 'br' : 'identity'}`);
  if (!route) return reply.code(404).send();
  return reply.headers(route.headers).send(route.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
