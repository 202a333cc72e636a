import { describe, expect, it } from 'vitest';
import { formatTable } from './table';

const ok = { reqPerSec: 300, p99Ms: 400, timeouts: 0, failures: 0 };

describe('bench:relay table', () => {
  it('says whether each row meets its target: 0.8x the bare server, p99 within 2x, no timeouts', () => {
    const fastify = ok;
    const table = formatTable([
      { kind: 'load', label: 'fast enough', app: { ...ok, reqPerSec: 250 }, fastify, raw: ok },
      { kind: 'load', label: 'too slow', app: { ...ok, reqPerSec: 200 }, fastify, raw: ok },
      { kind: 'load', label: 'long tail', app: { ...ok, p99Ms: 900 }, fastify, raw: ok },
      { kind: 'load', label: 'timeouts', app: { ...ok, timeouts: 3, failures: 3 }, fastify, raw: ok },
      {
        kind: 'probe',
        label: 'status under load',
        app: { p99Ms: 20, maxMs: 30, count: 90 },
        raw: { p99Ms: 5, maxMs: 9, count: 95 },
      },
    ]).split('\n');
    expect(lines(table, 'fast enough')).toEqual([
      '250 req/s, p99 400 ms',
      '300 req/s, p99 400 ms',
      '300 req/s, p99 400 ms',
      '0.83x',
      '0.83x',
      '1.00x',
      'yes',
    ]);
    expect(lines(table, 'too slow').slice(3)).toEqual(['0.67x', '0.67x', '1.00x', 'no']);
    expect(lines(table, 'long tail').slice(3)).toEqual(['1.00x', '1.00x', '1.00x', 'no']);
    expect(lines(table, 'timeouts')[0]).toBe('300 req/s, p99 400 ms, 3 timeouts');
    expect(lines(table, 'timeouts')[6]).toBe('no');
    expect(lines(table, 'status under load')).toEqual([
      'p99 20 ms, max 30 ms (90 probes)',
      '',
      'p99 5 ms, max 9 ms (95 probes)',
      '',
      '',
      '',
      'yes (< 50 ms)',
    ]);
  });

  it('measures against bare Fastify where the framework itself is under 0.8x bare Node', () => {
    const raw = { ...ok, reqPerSec: 1000, p99Ms: 3 };
    const fastify = { ...ok, reqPerSec: 700, p99Ms: 4 };
    const table = formatTable([
      {
        kind: 'load',
        label: 'close to the framework',
        app: { ...ok, reqPerSec: 600, p99Ms: 6 },
        fastify,
        raw,
      },
      { kind: 'load', label: 'far from it', app: { ...ok, reqPerSec: 400, p99Ms: 6 }, fastify, raw },
    ]).split('\n');
    expect(lines(table, 'close to the framework').slice(3)).toEqual([
      '0.60x',
      '0.86x',
      '0.70x',
      'yes (vs bare Fastify)',
    ]);
    expect(lines(table, 'far from it').slice(3)).toEqual(['0.40x', '0.57x', '0.70x', 'no (vs bare Fastify)']);
  });

  it("judges a row with its own target against bare Node: the kept projections' 0.5x and p99 under 200 ms", () => {
    const raw = { ...ok, reqPerSec: 1000, p99Ms: 150 };
    const target = { minRatio: 0.5, maxP99Ms: 200 };
    const row = (label: string, app: typeof ok) => ({
      kind: 'load' as const,
      label,
      app,
      fastify: raw,
      raw,
      target,
    });
    const table = formatTable([
      row('half', { ...ok, reqPerSec: 500, p99Ms: 190 }),
      row('slow tail', { ...ok, reqPerSec: 900, p99Ms: 200 }),
      row('too few', { ...ok, reqPerSec: 400, p99Ms: 20 }),
    ]).split('\n');
    const verdict = (label: string) => lines(table, label)[6];
    expect(verdict('half')).toBe('yes (0.5x raw, p99 < 200 ms)');
    expect(verdict('slow tail')).toBe('no (0.5x raw, p99 < 200 ms)');
    expect(verdict('too few')).toBe('no (0.5x raw, p99 < 200 ms)');
  });
});

/** The cells after the label of the row with that label. */
function lines(table: string[], label: string): string[] {
  const row = table.find((l) => l.startsWith(`| ${label} |`)) ?? '';
  return row
    .split('|')
    .slice(2, -1)
    .map((c) => c.trim());
}
