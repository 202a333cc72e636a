import { describe, expect, it } from 'vitest';
import { runCli } from './cli';

describe('backtest-projections options', () => {
  it('prints the usage with exit code 2 on a bad option, without opening a database', async () => {
    const err: string[] = [];
    const code = await runCli(['--fast'], {}, { out: () => {}, err: (l) => err.push(l) });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('Usage: npm run backtest-projections');
  });

  it('needs a directory after --snapshot', async () => {
    const err: string[] = [];
    expect(await runCli(['--snapshot', '--demo'], {}, { out: () => {}, err: (l) => err.push(l) })).toBe(2);
    expect(err.join('\n')).toContain('--snapshot needs a directory');
  });
});
