import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One scripted answer. `body` is sent as JSON unless it is a string. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the connection stays open until the server closes). */
  hang?: boolean;
}

export interface FakeUpstream {
  /** `http://127.0.0.1:<port>/api/` */
  baseUrl: string;
  /** Every request path (with query) received, in order, relative to /api/. */
  calls: string[];
  /** Request headers of the most recent request. */
  lastHeaders: IncomingMessage['headers'] | null;
  callsTo(path: string): number;
  /** Answers for `path` (relative to /api/), used in order; the last one repeats. */
  route(path: string, ...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

/** The page upstream serves with 503 between gameweeks. */
export const GAME_UPDATING_PAGE =
  '<!DOCTYPE html><html><head><title>Fantasy Premier League</title></head><body><p>The game is being updated.</p></body></html>';

/** A stand-in for the official API on 127.0.0.1 (port chosen by the OS); unknown paths answer 404. */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const routes = new Map<string, FakeAnswer[]>();
  const calls: string[] = [];
  const fake = { calls, lastHeaders: null as IncomingMessage['headers'] | null };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').replace(/^\/api\//, '');
    calls.push(path);
    fake.lastHeaders = req.headers;
    const queue = routes.get(path);
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    if (answer.hang) return;
    const isText = typeof answer.body === 'string';
    const text = isText ? (answer.body as string) : JSON.stringify(answer.body ?? null);
    res
      .writeHead(answer.status ?? 200, {
        'content-type': isText ? 'text/html' : 'application/json',
        ...answer.headers,
      })
      .end(text);
  });
  const { baseUrl, close } = await listenOnLoopback(server);

  return Object.assign(fake, {
    baseUrl,
    callsTo: (path: string) => calls.filter((c) => c === path).length,
    route: (path: string, ...answers: FakeAnswer[]) => {
      routes.set(path, answers);
    },
    close,
  });
}

/**
 * Starts `server` on 127.0.0.1 (port chosen by the OS). `close` ends open connections too, so a
 * hanging answer cannot keep a test waiting.
 */
export async function listenOnLoopback(server: Server): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
