import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, sendNotFound } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidated on every load, so a new build is picked up at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA from `staticDir`: Vite's content-hashed files under /assets/ are cached for
 * a year, everything else (index.html, favicon) is revalidated. The build writes brotli and gzip
 * copies beside each file (`tools/precompress/plugin.ts`); those are sent as they are to a browser
 * accepting them, and the compress plugin handles any file without one. Any other GET outside /api that is
 * not a file gets index.html, so client-side routes and the client's 404 screen work on reload.
 */
export async function installSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const inAssets = path.relative(root, filePath).split(path.sep)[0] === 'assets';
      reply.header('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // A missing hashed asset stays a 404: answering a script request with HTML only hides the error.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !request.url.startsWith('/assets/');
    return wantsPage ? reply.sendFile('index.html') : sendNotFound(request, reply);
  });
}

/** Without a built SPA (API tests, the Vite dev server in front) every unknown path is a JSON 404. */
export function installApiOnlyNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(sendNotFound);
}
