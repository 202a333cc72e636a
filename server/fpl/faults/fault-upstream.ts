import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { GAME_UPDATING_PAGE, listenOnLoopback } from '../test-support/fake-upstream';
import {
  bootstrapPayload,
  entryPayload,
  fixturesPayload,
  historyPayload,
  picksPayload,
  standingsPayload,
} from '../test-support/payloads';

/** How the fake upstream misbehaves; 'normal' serves the payloads as the official game would. */
export const FAULTS = [
  'slow-headers',
  'stalled-body',
  'updating-503',
  'rate-limited-429',
  'server-error-500',
  'malformed-json',
  'truncated-json',
  'drift-null',
  'drift-removed',
  'drift-extra',
  'connection-reset',
  'hang',
] as const;
export type Fault = (typeof FAULTS)[number];
/** 'not-found-404': upstream denies every resource it served before (seen once on bootstrap-static). */
export type Mode = 'normal' | Fault | 'not-found-404';

export const MANAGER = 7;
export const LEAGUE = 9;
const GAMEWEEK = 2;

/** Upstream paths (relative to /api/) of the one manager and league the fake knows. */
const PAYLOADS: Record<string, () => Record<string, unknown> | unknown[]> = {
  'bootstrap-static/': () => bootstrapPayload(GAMEWEEK),
  'fixtures/': fixturesPayload,
  [`entry/${MANAGER}/`]: () => entryPayload(MANAGER),
  [`entry/${MANAGER}/history/`]: () => historyPayload([1, GAMEWEEK]),
  [`entry/${MANAGER}/event/${GAMEWEEK}/picks/`]: () => picksPayload(GAMEWEEK),
  [`leagues-classic/${LEAGUE}/standings/?page_standings=1`]: () => standingsPayload(LEAGUE, 1, false),
};

/** Longer than any bounded answer time the tests allow. */
const SLOW_MS = 5_000;

export interface FaultUpstream {
  baseUrl: string;
  mode: Mode;
  /** Requests received since start. */
  calls: number;
  /** Changes a payload before it is served (a field gone upstream, say); path relative to /api/. */
  rewrite: ((path: string, payload: unknown) => unknown) | null;
  close(): Promise<void>;
}

/** A stand-in for the official API on 127.0.0.1 (random port) that can be switched between faults. */
export async function startFaultUpstream(): Promise<FaultUpstream> {
  const timers = new Set<NodeJS.Timeout>();
  const later = (fn: () => void) => timers.add(setTimeout(fn, SLOW_MS));
  const fake = {
    mode: 'normal' as Mode,
    calls: 0,
    rewrite: null as FaultUpstream['rewrite'],
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    fake.calls++;
    const path = (req.url ?? '').replace(/^\/api\//, '');
    const original = PAYLOADS[path]?.();
    const payload = original && fake.rewrite ? (fake.rewrite(path, original) as object) : original;
    if (!payload || fake.mode === 'not-found-404') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    answer(fake.mode, payload, res, later);
  });
  const listening = await listenOnLoopback(server);

  return Object.assign(fake, {
    baseUrl: listening.baseUrl,
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return listening.close();
    },
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };

function answer(mode: Mode, payload: object, res: ServerResponse, later: (fn: () => void) => void): void {
  const json = JSON.stringify(payload);
  switch (mode) {
    case 'normal':
      return void res.writeHead(200, JSON_TYPE).end(json);
    case 'slow-headers':
      return later(() => res.writeHead(200, JSON_TYPE).end(json));
    case 'stalled-body':
      res.writeHead(200, { ...JSON_TYPE, 'content-length': String(json.length) });
      res.write(json.slice(0, 10));
      return later(() => res.end(json.slice(10)));
    case 'updating-503':
      return void res.writeHead(503, { 'content-type': 'text/html' }).end(GAME_UPDATING_PAGE);
    case 'rate-limited-429':
      return void res.writeHead(429, { 'retry-after': '120' }).end('Too Many Requests');
    case 'server-error-500':
      return void res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error</h1>');
    case 'malformed-json':
      return void res.writeHead(200, JSON_TYPE).end(`{"events": [1,,]${json}`);
    case 'truncated-json':
      return void res.writeHead(200, JSON_TYPE).end(json.slice(0, Math.floor(json.length / 2)));
    case 'drift-null':
    case 'drift-removed':
    case 'drift-extra':
      return void res.writeHead(200, JSON_TYPE).end(JSON.stringify(drift(mode, payload)));
    case 'connection-reset':
      return void res.socket?.destroy();
    case 'hang':
      return;
  }
}

/** The payload with every top-level field nulled, removed, or joined by a new one. */
function drift(mode: 'drift-null' | 'drift-removed' | 'drift-extra', payload: object): unknown {
  if (Array.isArray(payload)) {
    if (mode === 'drift-extra') return payload.map((item: object) => ({ ...item, new_upstream_field: [1] }));
    return mode === 'drift-null' ? null : [{}];
  }
  const entries = Object.entries(payload);
  if (mode === 'drift-extra') return { ...payload, new_upstream_field: { nested: true } };
  if (mode === 'drift-null') return Object.fromEntries(entries.map(([key]) => [key, null]));
  return {};
}
