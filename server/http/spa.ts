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
      readPageTemplate(root).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      }),
      statusJson ? statusWithin(statusJson, STATUS_WAIT_MS) : undefined,
    ]);
    // `npm start` listens while the client is still being built (tools/start): a page that says so
    // and reloads itself until the build is there.
    if (!template)
      return reply
        .code(503)
        .header('retry-after', String(BUILDING_RELOAD_S))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(BUILDING_PAGE);
    const pathname = url.split('?', 1)[0] ?? '/';
    return reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(renderPage(template, pathname, status));
  }
}

const BUILDING_RELOAD_S = 5;
const BUILDING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${BUILDING_RELOAD_S}"><title>FPL Analytics is starting</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>FPL Analytics is starting</h1>
<p role="status">The screens are being prepared for their first use. This page opens by itself as soon as they are ready, usually within a minute.</p>
</body></html>
`;

/** Without a built SPA (API tests, the Vite dev server in front) every unknown path is a JSON 404. */
export function installApiOnlyNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(sendNotFound);
}
