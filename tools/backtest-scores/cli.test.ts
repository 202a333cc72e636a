import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli';

const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
};

describe('backtest-scores options', () => {
  it('prints the usage on --help', async () => {
    const c = capture();
    expect(await runCli(['--help'], c.io)).toBe(0);
    expect(c.out.join('\n')).toContain('npm run backtest-scores -- [--dir');
  });

  it('exits 2 on an unknown option or a missing value', async () => {
    const c = capture();
    expect(await runCli(['--fast'], c.io)).toBe(2);
    expect(await runCli(['--dir'], c.io)).toBe(2);
    expect(c.err).toEqual([
      "unknown or incomplete option '--fast' (see --help)",
      "unknown or incomplete option '--dir' (see --help)",
    ]);
  });

  it('exits 1 naming the season when its files are missing', async () => {
    const c = capture();
    const dir = mkdtempSync(path.join(tmpdir(), 'backtest-scores-'));
    expect(await runCli(['--dir', dir, '--seasons', '2023-24'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain(`cannot read season 2023-24 under ${dir}`);
  });
});
