import { readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local stand-in for the vaastav repository's raw files: serves `root` (a folder per season)
 * over HTTP, 404 for a missing file. `down` answers 503 to everything, as an unreachable source does
 * for the importer (its downloads fail); `failing` to the paths under one folder only. `requests`
 * lists the paths asked for. While `held`, requests wait unanswered until `release()` (a test then
 * knows the importer is half-way).
 */
export async function startHistoryServer(root: string) {
  const state = { down: false, failing: null as string | null, requests: [] as string[], held: false };
  let waiting: Array<() => void> = [];
  const answer = (relative: string, res: ServerResponse) => {
    const failing = state.down || (state.failing !== null && relative.startsWith(`${state.failing}/`));
    if (failing || relative.includes('..')) {
      res.writeHead(failing ? 503 : 400).end();
      return;
    }
    readFile(path.join(root, relative)).then(
      (bytes) => res.writeHead(200).end(bytes),
      () => res.writeHead(404).end(),
    );
  };
  const server: Server = createServer((req, res) => {
    const relative = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    state.requests.push(relative);
    if (state.held) waiting.push(() => answer(relative, res));
    else answer(relative, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    release() {
      state.held = false;
      const queued = waiting;
      waiting = [];
      for (const answer of queued) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
