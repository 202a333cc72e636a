import type { LoadResult, ProbeResult } from './measure';

export type Row =
  | { kind: 'load'; label: string; app: LoadResult; raw: LoadResult }
  | { kind: 'probe'; label: string; app: ProbeResult; raw: ProbeResult };

/** The targets of issue 10: throughput at least 0.8x the bare server, p99 at most 2x, no timeouts. */
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

function loadVerdict(app: LoadResult, raw: LoadResult): [ratio: string, met: string] {
  const ratio = raw.reqPerSec > 0 ? app.reqPerSec / raw.reqPerSec : NaN;
  // A p99 of 0-1 ms on either side is timer resolution, not a difference worth a verdict.
  const p99Ok = app.p99Ms <= Math.max(MAX_P99_RATIO * raw.p99Ms, 2);
  const met = ratio >= MIN_RATIO && p99Ok && app.timeouts === 0 && app.failures === 0;
  return [`${ratio.toFixed(2)}x`, met ? 'yes' : 'no'];
}

/** A Markdown table: both sides, the ratio, whether the target is met. */
export function formatTable(rows: Row[]): string {
  const lines = ['| read | app | raw Node | ratio | target met |', '|---|---|---|---|---|'];
  for (const row of rows) {
    if (row.kind === 'load') {
      const [ratio, met] = loadVerdict(row.app, row.raw);
      lines.push(`| ${row.label} | ${loadCell(row.app)} | ${loadCell(row.raw)} | ${ratio} | ${met} |`);
    } else {
      const cell = (p: ProbeResult) => `p99 ${int(p.p99Ms)} ms, max ${int(p.maxMs)} ms (${p.count} probes)`;
      const met = row.app.maxMs < PROBE_LIMIT_MS ? 'yes' : 'no';
      lines.push(
        `| ${row.label} | ${cell(row.app)} | ${cell(row.raw)} | | ${met} (< ${PROBE_LIMIT_MS} ms) |`,
      );
    }
  }
  return lines.join('\n');
}
