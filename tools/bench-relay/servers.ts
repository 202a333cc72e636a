import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';

export const HOST = '127.0.0.1';

/**
 * The official API as a snapshot directory would answer it: `/bootstrap-static/` is
 * `bootstrap-static.json`, `/entry/1/history/` is `entry/1/history.json`. Files are read per request:
 * the app under test caches them, so upstream is asked once per freshness period. `onRequest` sees
 * each path asked for (a test counts them).
 */
export function startFakeUpstream(
  dir: string,
  port: number,
  onRequest: (urlPath: string) => void = () => {},
): Promise<Server> {
  const server = createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    onRequest(urlPath);
    const file = path.join(dir, `${urlPath.replace(/^\/+|\/+$/g, '')}.json`);
    if (!/^[\w/-]+$/.test(urlPath) || !file.startsWith(dir + path.sep)) return void res.writeHead(404).end();
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, HOST, () => resolve(server)));
}

export interface Child {
  process: ChildProcess;
  /** Every line the child wrote to stdout and stderr so far (the app logs little at info). */
  output: string[];
  stop(): void;
}

/** Starts a Node process in a group of its own, so stop() ends it and anything it started. */
export function startNode(args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  return {
    process: child,
    output,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined)
        process.kill(-child.pid, 'SIGTERM');
    },
  };
}

/**
 * The children a bench starts, stopped together by stopAll(); a watchdog stops them and exits 2
 * when the bench is still running after `limitMs`.
 */
export function benchChildren(name: string, limitMs: number) {
  const children: Child[] = [];
  const watchdog = setTimeout(() => {
    console.error(`${name}: still running after ${limitMs / 60_000} min, stopping`);
    for (const c of children) c.stop();
    process.exit(2);
  }, limitMs);
  return {
    push: (child: Child) => children.push(child),
    stopAll() {
      clearTimeout(watchdog);
      for (const c of children) c.stop();
    },
  };
}

export interface Captured {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One GET, body bytes as sent (no decompression), for the raw server to replay. */
export function getRaw(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) flat[k] = String(v);
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${urlPath} took over 30 s`)));
    req.end();
  });
}

/** Polls until `check` passes or the deadline is reached. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

/** The directory given, else the recorded season beside the repository when present, else the demo season. */
export function snapshotDir(repoRoot: string, given: string | undefined): string {
  const candidates = given
    ? [path.resolve(given)]
    : [path.resolve(repoRoot, '../shared/fpl-data/api/2025-26'), path.join(repoRoot, 'data/demo')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'bootstrap-static.json')));
  if (!found)
    throw new Error(`No snapshot to serve: none of ${candidates.join(', ')} (npm run demo:generate)`);
  return found;
}
