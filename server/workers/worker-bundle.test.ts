import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { fitMatchModel } from '@engine/match-model';
import { simulateLeague } from '@engine/match-model/testing/simulated-league';
import { createWorkerPool, type WorkerPool } from './pool';
import { bundleWorkerCode } from './worker-bundle';

const dataDir = await mkdtemp(path.join(tmpdir(), 'worker-bundle-'));
const pools: WorkerPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await rm(dataDir, { recursive: true, force: true });
});

function poolOn(code: Promise<{ url: URL; version: string } | null>): WorkerPool {
  const pool = createWorkerPool(1);
  pools.push(pool);
  pool.useWorkerCode(code);
  return pool;
}

/** A small league's match model fitted in the pool's worker, beside the same fit in this thread. */
async function fitBothWays(pool: WorkerPool) {
  const { matches } = simulateLeague({ seed: 5, clubs: 8, seasons: 1, firstSeasonYear: 2023 });
  const asOfMs = Math.max(...matches.map((m) => m.kickoffMs)) + 1;
  const there = await pool.run('fitMatchModel', { matches, asOfMs });
  return { there: [...there.attack], here: [...fitMatchModel(matches, { asOfMs }).attack] };
}

const warnings: string[] = [];
const log = { warn: (m: string) => warnings.push(m) };

describe("the workers' bundled code", () => {
  it('is built once into the data directory, and its worker fits the match model', async () => {
    const code = await bundleWorkerCode({ dataDir, log });
    expect(code?.rebuilt).toBe(true);
    expect(code?.url.pathname).toBe(pathToFileURL(path.join(dataDir, 'worker-code/worker.mjs')).pathname);
    const pool = poolOn(Promise.resolve(code));
    const { there, here } = await fitBothWays(pool);
    expect(there).toEqual(here);
    expect(warnings).toEqual([]);
    // The version stored fits are keyed by: the bundle's own hash.
    const bytes = await readFile(path.join(dataDir, 'worker-code/worker.mjs'));
    expect(await pool.codeVersion()).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('is reused after a restart while the code is unchanged, and built again once it changed', async () => {
    const file = path.join(dataDir, 'worker-code/worker.mjs');
    const before = (await stat(file)).mtimeMs;
    const first = await readFile(file);
    const again = await bundleWorkerCode({ dataDir, log });
    expect(again?.rebuilt).toBe(false);
    expect((await stat(file)).mtimeMs).toBe(before);
    expect(again?.version).toBe(createHash('sha256').update(first).digest('hex'));

    // As if engine/match-model had been edited since: its recorded hash no longer matches.
    const manifestFile = path.join(dataDir, 'worker-code/worker.manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { inputs: Record<string, string> };
    const edited = Object.keys(manifest.inputs).find((f) => f.startsWith('engine/match-model/'));
    expect(edited).toBeDefined();
    manifest.inputs[edited!] = 'an older version';
    await writeFile(manifestFile, JSON.stringify(manifest));
    expect((await bundleWorkerCode({ dataDir, log }))?.rebuilt).toBe(true);
    expect((await bundleWorkerCode({ dataDir, log }))?.rebuilt).toBe(false);
  });

  it('falls back to the TypeScript loader when it cannot be built, with a warning', async () => {
    const missing = new URL('./no-such-worker.ts', import.meta.url);
    const warned: string[] = [];
    const code = bundleWorkerCode({ dataDir, entry: missing, log: { warn: (m) => warned.push(m) } });
    expect(await code).toBeNull();
    expect(warned).toEqual([expect.stringMatching(/could not be bundled.*no-such-worker/)]);
    const pool = poolOn(code);
    const { there, here } = await fitBothWays(pool);
    expect(there).toEqual(here);
    expect(await pool.codeVersion()).toBeNull();
  });

  it('is the code the pool workers load', async () => {
    // A stand-in worker answering every job the same way shows which file a worker started from.
    const stand = path.join(dataDir, 'stand-in.mjs');
    await writeFile(
      stand,
      `import { parentPort } from 'node:worker_threads';
       parentPort.on('message', (m) => parentPort.postMessage({ id: m.id, ok: true, value: 'stand-in' }));`,
    );
    const pool = poolOn(Promise.resolve({ url: pathToFileURL(stand), version: 'stand-in' }));
    expect(await pool.run('fitMatchModel', { matches: [], asOfMs: 0 })).toBe('stand-in');
  });
});
