import type { LoadResult, ProbeResult } from './measure';

/** A row's own target instead of the default: throughput against the bare Node server, and a p99 bound. */
export interface LoadTarget {
  minRatio: number;
  maxP99Ms: number;
}

export type Row =
  | {
      kind: 'load';
      label: string;
      app: LoadResult;
      fastify: LoadResult;
      raw: LoadResult;
      target?: LoadTarget;
    }
  | { kind: 'probe'; label: string; app: ProbeResult; raw: ProbeResult };

/**
 * The targets: throughput at least 0.8x the bare Node server, p99 at most 2x, no timeouts. Where
 * bare Fastify itself falls short of 0.8x bare Node (small bodies, where per-request framework work
 * dominates), the yardstick is bare Fastify instead: decision record 0005.
 */
const MIN_RATIO = 0.8;
const MAX_P99_RATIO = 2;
const PROBE_LIMIT_MS = 50;

const int = (n: number) => Math.round(n).toLocaleString('en-GB');

function loadCell(r: LoadResult): string {
  const problems = [
    r.timeouts ? `${r.timeouts} timeouts` : '',
    r.failures - r.timeouts ? `${r.failures} failed` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${int(r.reqPerSec)} req/s, p99 ${int(r.p99Ms)} ms${problems ? `, ${problems}` : ''}`;
}

const ratio = (a: LoadResult, b: LoadResult) => (b.reqPerSec > 0 ? a.reqPerSec / b.reqPerSec : NaN);

function loadVerdict(app: LoadResult, fastify: LoadResult, raw: LoadResult, target?: LoadTarget): string {
  const clean = app.timeouts === 0 && app.failures === 0;
  if (target) {
    const met = ratio(app, raw) >= target.minRatio && app.p99Ms < target.maxP99Ms && clean;
    return `${met ? 'yes' : 'no'} (${target.minRatio}x raw, p99 < ${target.maxP99Ms} ms)`;
  }
  const frameworkBound = ratio(fastify, raw) < MIN_RATIO;
  const yardstick = frameworkBound ? fastify : raw;
  // A p99 of 0-1 ms on either side is timer resolution, not a difference worth a verdict.
  const p99Ok = app.p99Ms <= Math.max(MAX_P99_RATIO * yardstick.p99Ms, 2);
  const met = ratio(app, yardstick) >= MIN_RATIO && p99Ok && clean;
  return `${met ? 'yes' : 'no'}${frameworkBound ? ' (vs bare Fastify)' : ''}`;
}

/** A Markdown table: both sides, the ratio, whether the target is met. */
export function formatTable(rows: Row[]): string {
  const lines = [
    '| read | app | bare Fastify | raw Node | app/raw | app/Fastify | Fastify/raw | target met |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const x = (n: number) => `${n.toFixed(2)}x`;
  for (const row of rows) {
    if (row.kind === 'load') {
      const { app, fastify, raw } = row;
      const cells = [loadCell(app), loadCell(fastify), loadCell(raw)];
      const ratios = [x(ratio(app, raw)), x(ratio(app, fastify)), x(ratio(fastify, raw))];
      const verdict = loadVerdict(app, fastify, raw, row.target);
      lines.push(`| ${row.label} | ${[...cells, ...ratios, verdict].join(' | ')} |`);
    } else {
      const cell = (p: ProbeResult) => `p99 ${int(p.p99Ms)} ms, max ${int(p.maxMs)} ms (${p.count} probes)`;
      const met = row.app.maxMs < PROBE_LIMIT_MS ? 'yes' : 'no';
      lines.push(
        `| ${row.label} | ${cell(row.app)} | | ${cell(row.raw)} | | | | ${met} (< ${PROBE_LIMIT_MS} ms) |`,
      );
    }
  }
  return lines.join('\n');
}
