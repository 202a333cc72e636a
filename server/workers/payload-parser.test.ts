import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { degradedFields } from '@contracts/fpl/lenient';
import { fplBootstrap, fplElement, fplTeam } from '@contracts/fpl/testing/bootstrap';
import { endpoints } from '../fpl/endpoints';
import { createPayloadParser, parseWorkerModule } from './payload-parser';
import { bundleWorkerCode } from './worker-bundle';

const dataDir = await mkdtemp(path.join(tmpdir(), 'payload-parser-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

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

  it('parses from its bundle as it does through tsx, fallen-back fields included', async () => {
    const code = await bundleWorkerCode({ dataDir, entry: parseWorkerModule, log: { warn: () => {} } });
    expect(code?.url.pathname).toMatch(/worker-code\/parse-worker\.mjs$/);
    // A team strength the lenient schema cannot read falls back and is named as degraded.
    const team = { ...fplTeam(1, 'ARS', 'Arsenal'), strength: 'strong' as unknown as number };
    const text = JSON.stringify(fplBootstrap({ teams: [team], elements: [fplElement(7)] }));
    const bundled = createPayloadParser();
    bundled.useWorkerCode(Promise.resolve(code));
    const throughTsx = createPayloadParser();
    const [fromBundle, fromTsx] = await Promise.all(
      [bundled, throughTsx].map((p) => p.parse(endpoints.bootstrapStatic(), text, 'test')),
    );
    expect(fromBundle).toEqual(fromTsx);
    expect(degradedFields(fromBundle)).toEqual(degradedFields(fromTsx));
    expect(degradedFields(fromBundle)).not.toEqual([]);
  }, 40_000);

  it('starts its thread from the worker code it is given', async () => {
    // A stand-in answering every parse the same way shows which file the thread started from.
    const stand = path.join(dataDir, 'stand-in.mjs');
    await writeFile(
      stand,
      `import { parentPort } from 'node:worker_threads';
       parentPort.on('message', (m) => parentPort.postMessage({ id: m.id, ok: true, data: { from: 'stand-in' }, degraded: [] }));`,
    );
    const parser = createPayloadParser();
    parser.useWorkerCode(Promise.resolve({ url: pathToFileURL(stand) }));
    parser.warm();
    await expect(parser.parse(endpoints.eventStatus(), '{}', 'test')).resolves.toEqual({ from: 'stand-in' });
  });
});
