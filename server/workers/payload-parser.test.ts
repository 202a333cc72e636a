import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

describe('the payload parser thread', () => {
  it('lets a command exit once its parses are done', async () => {
    const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
    // Before the fix the thread's message listener kept the process alive for ever: the command
    // printed its answer and hung (npm run backtest-optimiser on a snapshot).
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/workers/testing/parse-once.ts'],
      { cwd: repoRoot, timeout: 30_000 },
    );
    await expect(run).resolves.toMatchObject({ stdout: expect.stringContaining('"leagues":"Updated"') });
  }, 40_000);
});
