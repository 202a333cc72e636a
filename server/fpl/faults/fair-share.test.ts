import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../routes/test-support/test-app';
import { createLiveSource } from '../live-source';
import { listenOnLoopback } from '../test-support/fake-upstream';
import { entryPayload } from '../test-support/payloads';

/** Every upstream answer takes this long, as the official game does under load. */
const UPSTREAM_MS = 100;
const KNOWN_MANAGER = 7;

let baseUrl: string;
let closeUpstream: () => Promise<void>;
beforeAll(async () => {
  const server = createServer((req, res) => {
    setTimeout(() => {
      if (req.url === `/api/entry/${KNOWN_MANAGER}/`)
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(entryPayload(KNOWN_MANAGER)));
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
    }, UPSTREAM_MS);
  });
  ({ baseUrl, close: closeUpstream } = await listenOnLoopback(server));
});
afterAll(() => closeUpstream());

/** A fresh app (empty cache) with the production limits (8 at once, 200 waiting); retry sleeps cut short. */
function appWith(trustProxy: false | number): Promise<FastifyInstance> {
  return testApp({ fpl: createLiveSource({ baseUrl, sleep: async () => {} }), http: { trustProxy } });
}

/** Directly, or through one proxy on 127.0.0.1 that names the visitor in X-Forwarded-For. */
const SETUPS = [
  { name: 'direct', trustProxy: false as const, request: (visitor: string) => ({ remoteAddress: visitor }) },
  {
    name: 'behind one proxy (TRUST_PROXY=1)',
    trustProxy: 1,
    request: (visitor: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': visitor } }),
  },
];

describe.each(SETUPS)('upstream slots shared per client, $name', ({ trustProxy, request }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(trustProxy);
  });
  afterAll(() => app.close());
  const from = (visitor: string, url: string) => app.inject({ method: 'GET', url, ...request(visitor) });

  it("answers another visitor's uncached read at once while one address asks for 600 unknown managers", async () => {
    const flood = Array.from({ length: 600 }, (_, i) => from('203.0.113.9', `/api/manager/${1000 + i}`));
    // Let the flood take every place it can before the other visitor arrives.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const other = await from('198.51.100.4', `/api/manager/${KNOWN_MANAGER}`);
    const otherMs = performance.now() - started;
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ id: KNOWN_MANAGER });
    // One upstream answer and room for a loaded machine; one shared queue made it 12.7 s, then 504.
    expect(otherMs).toBeLessThan(UPSTREAM_MS + 1_900);

    const statuses = (await Promise.all(flood)).map((res) => res.statusCode);
    // The flood is answered too: 404 for the ids it got a place for, 503 for the rest, never 500.
    expect(new Set(statuses)).toEqual(new Set([404, 503]));
    expect(statuses.filter((s) => s === 404).length).toBeGreaterThanOrEqual(60);
  });
});
