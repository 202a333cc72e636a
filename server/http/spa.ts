import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath, sendNotFound } from './errors';
import { readPageTemplate, renderPage, statusWithin } from './spa-page';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidated on every load, so a new build is picked up at once. */
const REVALIDATE = 'no-cache';
/** How long a page waits for the status answer it embeds; about what a slow cache read takes. */
const STATUS_WAIT_MS = 100;

/**
 * Serves the built SPA from `staticDir`: Vite's content-hashed files under /assets/ are cached for
 * a year, everything else (index.html, favicon) is revalidated. The build writes brotli and gzip
 * copies beside each file (`tools/precompress/plugin.ts`); those are sent as they are to a browser
 * accepting them, and the compress plugin handles any file without one. Any other GET outside /api that is
 * not a file gets the page (index.html with that path's preloads and the status answer: spa-page.ts),
 * so client-side routes and the client's 404 screen work on reload.
 */
export async function installSpa(
  app: FastifyInstance,
  staticDir: string,
  statusJson?: () => string | Promise<string>,
): Promise<void> {
  const root = path.resolve(staticDir);
  await app.register(fastifyStatic, {
    root,
    // `/` is a page like any other (below), not the plain index.html.
    index: false,
    // The build's own records (.vite/: manifest, page preloads) are for the server, not the browser.
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const inAssets = path.relative(root, filePath).split(path.sep)[0] === 'assets';
      reply.header('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get('/', (request, reply) => sendPage(request.url, reply));
  app.setNotFoundHandler((request, reply) => {
    // A missing hashed asset stays a 404: answering a script request with HTML only hides the error.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !request.url.startsWith('/assets/');
    if (!wantsPage) return sendNotFound(request, reply);
    return sendPage(request.url, reply);
  });
  // Read on each request (two small files), so a rebuild under a running server serves its own chunks.
  async function sendPage(url: string, reply: FastifyReply) {
    const [template, status] = await Promise.all([
      readPageTemplate(root),
      statusJson ? statusWithin(statusJson, STATUS_WAIT_MS) : undefined,
    ]);
    const pathname = url.split('?', 1)[0] ?? '/';
    return reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(renderPage(template, pathname, status));
  }
}

/** Without a built SPA (API tests, the Vite dev server in front) every unknown path is a JSON 404. */
export function installApiOnlyNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(sendNotFound);
}
