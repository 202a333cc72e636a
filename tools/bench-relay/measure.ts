import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { HOST } from './servers';

export interface Load {
  path: string;
  connections: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  reqPerSec: number;
  p99Ms: number;
  timeouts: number;
  /** Connection errors (timeouts included) and non-2xx answers. */
  failures: number;
}

/** autocannon for `durationS` seconds; requests taking over 10 s count as timeouts. */
export async function load(port: number, l: Load, durationS: number, workers?: number): Promise<LoadResult> {
  const r = await autocannon({
    url: `http://${HOST}:${port}${l.path}`,
    connections: l.connections,
    duration: durationS,
    headers: l.headers,
    timeout: 10,
    workers,
  });
  return {
    reqPerSec: r.requests.average,
    p99Ms: r.latency.p99,
    timeouts: r.timeouts,
    failures: r.errors + r.non2xx,
  };
}

export interface ProbeResult {
  p99Ms: number;
  maxMs: number;
  count: number;
}

/**
 * Latency of a small request while `background` keeps the server busy: one request at a time on a
 * kept-alive socket, a tenth of a second apart. The load runs in a worker thread so this thread's
 * clock only measures the server.
 */
export async function probeDuring(
  port: number,
  probePath: string,
  background: Load,
  durationS: number,
): Promise<ProbeResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let running = true;
  const loadDone = load(port, background, durationS, 1).finally(() => (running = false));
  const times: number[] = [];
  // The worker needs a moment to open its connections; probing before that measures an idle server.
  await new Promise((r) => setTimeout(r, 1_000));
  while (running) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = request({ host: HOST, port, path: probePath, agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
  await loadDone;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    p99Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? NaN,
    maxMs: times[times.length - 1] ?? NaN,
    count: times.length,
  };
}
