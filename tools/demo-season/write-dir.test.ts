import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DemoOptions } from './generate';
import { ensureDemoSeason, generatorFingerprint, writeSnapshot } from './write-dir';

/** A stand-in for the generator: two season files whose content records the options, one past season file. */
function fakeGenerator(calls: DemoOptions[]) {
  return (opts: DemoOptions) => {
    calls.push(opts);
    return {
      season: new Map([
        ['demo-manifest.json', JSON.stringify({ seed: opts.seed, currentGameweek: opts.currentGameweek })],
        ['entry/1/history.json', `{"gw":${opts.currentGameweek}}`],
      ]),
      history: () => new Map([['2024-25/teams.csv', `gw ${opts.currentGameweek}`]]),
    };
  };
}

describe('writeSnapshot and ensureDemoSeason', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'demo-season-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes nested files and replaces an existing dataset whole, leaving no temporary directories', async () => {
    const dir = path.join(root, 'demo');
    await writeSnapshot(
      dir,
      new Map([
        ['a/b.json', '1'],
        ['old.json', 'x'],
      ]),
    );
    await writeSnapshot(dir, new Map([['a/b.json', '2']]));
    expect(await readFile(path.join(dir, 'a/b.json'), 'utf8')).toBe('2');
    expect(await readdir(dir)).toEqual(['a']);
    expect(await readdir(root)).toEqual(['demo']);
  });

  it('generates when the manifest is missing, keeps a matching dataset, regenerates for another gameweek', async () => {
    const dir = path.join(root, 'demo');
    const calls: DemoOptions[] = [];
    const generate = fakeGenerator(calls);
    const first = await ensureDemoSeason(dir, {}, generate, 'code-1');
    expect(first?.files).toBe(4); // three generated files and the generator fingerprint
    expect(calls).toEqual([{ seed: 2025, currentGameweek: 12 }]);
    expect(await ensureDemoSeason(dir, { seed: 2025, currentGameweek: 12 }, generate, 'code-1')).toBeNull();
    expect(calls).toHaveLength(1);
    await ensureDemoSeason(dir, { currentGameweek: 20 }, generate, 'code-1');
    expect(calls[1]).toEqual({ seed: 2025, currentGameweek: 20 });
    expect(await readFile(path.join(dir, 'entry/1/history.json'), 'utf8')).toBe('{"gw":20}');
  });

  it('regenerates when the generator code changed, even for the same seed and gameweek', async () => {
    const dir = path.join(root, 'demo');
    const calls: DemoOptions[] = [];
    await ensureDemoSeason(dir, {}, fakeGenerator(calls), 'code-1');
    await ensureDemoSeason(dir, {}, fakeGenerator(calls), 'code-2');
    expect(calls).toHaveLength(2);
    expect(await readFile(path.join(dir, 'generator-fingerprint.txt'), 'utf8')).toBe('code-2\n');
    expect(await ensureDemoSeason(dir, {}, fakeGenerator(calls), 'code-2')).toBeNull();
  });

  it('says the season can be read before its past seasons are written, and finishes a dataset left without them', async () => {
    const dir = path.join(root, 'demo');
    const calls: DemoOptions[] = [];
    const seen: Array<{ manifest: boolean; history: boolean }> = [];
    const told = () =>
      seen.push({
        manifest: existsSync(path.join(dir, 'demo-manifest.json')),
        history: existsSync(path.join(dir, 'history')),
      });
    await ensureDemoSeason(dir, {}, fakeGenerator(calls), 'code-1', told);
    expect(seen).toEqual([{ manifest: true, history: false }]);
    expect(await readFile(path.join(dir, 'history/2024-25/teams.csv'), 'utf8')).toBe('gw 12');
    // A start stopped between the two: the season is there, its past seasons are not.
    await rm(path.join(dir, 'history'), { recursive: true });
    await ensureDemoSeason(dir, {}, fakeGenerator(calls), 'code-1', told);
    expect(calls).toHaveLength(2);
    expect(await readFile(path.join(dir, 'history/2024-25/teams.csv'), 'utf8')).toBe('gw 12');
    // Nothing to write: told at once.
    expect(await ensureDemoSeason(dir, {}, fakeGenerator(calls), 'code-1', told)).toBeNull();
    expect(seen).toHaveLength(3);
    expect(await readdir(root)).toEqual(['demo']);
  });

  it('fingerprints the generator by its source files', () => {
    expect(generatorFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(generatorFingerprint()).toBe(generatorFingerprint());
  });

  it('regenerates over an unreadable manifest', async () => {
    const dir = path.join(root, 'demo');
    const calls: DemoOptions[] = [];
    await writeSnapshot(dir, new Map([['demo-manifest.json', '{not json']]));
    await ensureDemoSeason(dir, { seed: 5 }, fakeGenerator(calls));
    expect(calls).toEqual([{ seed: 5, currentGameweek: 12 }]);
    await writeFile(path.join(dir, 'demo-manifest.json'), JSON.stringify({ seed: '5', currentGameweek: 12 }));
    await ensureDemoSeason(dir, { seed: 5 }, fakeGenerator(calls));
    expect(calls).toHaveLength(2);
  });
});
