// Measures how long requests wait while the server starts and runs its start-up jobs (the demo's
// price-history backfill): starts `server/main.ts` on a copy of a prepared DATA_DIR, asks
// /api/status 20 ms after each answer for a few seconds (one request at a time, so the wait
// measured is the server's, not a queue of our own requests), and prints the slowest answer. Usage:
//   FPL_SOURCE=demo DATA_DIR=/tmp/prepared PORT=5256 node scripts/startup-latency.mjs [seconds]
// (run `node --import tsx tools/prepare.ts` with the same DATA_DIR once first).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const seconds = Number(process.argv[2] ?? 15);
const port = Number(process.env.PORT ?? 5256);
const prepared = path.resolve(process.env.DATA_DIR ?? './data');
const copy = mkdtempSync(path.join(tmpdir(), 'startup-latency-'));
cpSync(prepared, copy, { recursive: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, DATA_DIR: copy, PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
let listeningAt;
let jobDoneAt;
server.stdout.on('data', (chunk) => {
  const text = String(chunk);
  if (listeningAt === undefined && /Server listening/.test(text)) listeningAt = performance.now();
  if (jobDoneAt === undefined && /Price history backfilled|No price history/.test(text))
    jobDoneAt = performance.now();
});

const latencies = [];
let answeredFirst;
let slowest;
const started = performance.now();
const ask = async () => {
  const sent = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/status`);
    await res.arrayBuffer();
    answeredFirst ??= performance.now();
    latencies.push(performance.now() - sent);
    if (performance.now() - sent > (slowest?.ms ?? 0))
      slowest = { ms: performance.now() - sent, sentAt: sent };
  } catch {
    // not listening yet: connection refused is not a wait behind a job
  }
};
while (performance.now() - started < seconds * 1000) {
  await ask();
  await new Promise((resolve) => setTimeout(resolve, 20));
}
process.kill(-server.pid, 'SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(copy, { recursive: true, force: true });

const sorted = [...latencies].sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (v) => `${v.toFixed(1)} ms`;
console.log(
  JSON.stringify({
    answered: sorted.length,
    listeningAfter: listeningAt === undefined ? null : ms(listeningAt - started),
    firstAnswerAfter: answeredFirst === undefined ? null : ms(answeredFirst - started),
    startUpJobDoneAfter: jobDoneAt === undefined ? null : ms(jobDoneAt - started),
    p50: ms(at(0.5)),
    p99: ms(at(0.99)),
    max: ms(sorted.at(-1) ?? NaN),
    slowestSentAfter: slowest ? ms(slowest.sentAt - started) : null,
  }),
);
