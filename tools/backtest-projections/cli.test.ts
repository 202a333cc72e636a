import { describe, expect, it } from 'vitest';
import { parseArgs, runCli } from './cli';

describe('backtest-projections options', () => {
  it('reads seasons, the demo database and print-only', () => {
    expect(parseArgs(['--seasons', '2024-25,2025-26', '--demo', '--no-store'])).toEqual({
      seasons: ['2024-25', '2025-26'],
      demo: true,
      store: false,
      help: false,
    });
    expect(parseArgs([])).toEqual({ seasons: [], demo: false, store: true, help: false });
  });

  it('rejects a malformed season or an unknown option with a message', () => {
    expect(() => parseArgs(['--seasons', '2024-26'])).toThrow("--seasons: '2024-26'");
    expect(() => parseArgs(['--seasons'])).toThrow('--seasons needs a list');
    expect(() => parseArgs(['--fast'])).toThrow("unknown option '--fast'");
  });

  it('prints the usage with exit code 2 on a bad option, without opening a database', async () => {
    const err: string[] = [];
    const code = await runCli(['--fast'], {}, { out: () => {}, err: (l) => err.push(l) });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('Usage: npm run backtest-projections');
  });
});
