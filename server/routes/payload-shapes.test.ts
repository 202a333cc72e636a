import { describe, expect, it } from 'vitest';
import { mulberry32 } from '@engine/random';
import { suiteMemoryApp } from './test-support/memory-source';
import { CURRENT_GW } from './test-support/payloads';
import { LEAGUE, MANAGER, snapshotFiles } from './test-support/snapshot';

// Upstream changes shape without notice (numbers arrive as null at the start of a season, fields
// come and go). One leaf of one recorded-shaped payload at a time is made null, removed, re-typed
// or joined by an unknown sibling, and every endpoint reading that payload is asked for its answer.

const BOOTSTRAP = 'bootstrap-static.json';
const FIXTURES = 'fixtures.json';
const ENTRY = `entry/${MANAGER}.json`;
const HISTORY = `entry/${MANAGER}/history.json`;
const PICKS = `entry/${MANAGER}/event/${CURRENT_GW}/picks.json`;
const STANDINGS = `leagues-classic/${LEAGUE}/standings.json`;
const STANDINGS_2 = `leagues-classic/${LEAGUE}/standings-page-2.json`;

/** Each endpoint with the payloads it reads. */
const READS: Record<string, string[]> = {
  '/api/bootstrap-static': [BOOTSTRAP],
  '/api/player-list': [BOOTSTRAP],
  '/api/fixtures': [FIXTURES],
  '/api/status': [BOOTSTRAP],
  [`/api/manager/${MANAGER}`]: [ENTRY],
  [`/api/manager/${MANAGER}/history`]: [HISTORY],
  [`/api/manager/${MANAGER}/leagues`]: [ENTRY],
  [`/api/manager/${MANAGER}/team`]: [ENTRY, HISTORY, PICKS, BOOTSTRAP],
  [`/api/leagues-classic/${LEAGUE}/standings`]: [STANDINGS],
  [`/api/leagues/${LEAGUE}/analyze`]: [STANDINGS, STANDINGS_2],
  '/api/fixture-difficulty': [BOOTSTRAP, FIXTURES],
  '/api/transfer-planner?type=all': [BOOTSTRAP, FIXTURES],
  '/api/captain-candidates?strategy=all&position=3': [BOOTSTRAP, FIXTURES],
};

/**
 * What a screen cannot do without, stated from what it shows: whose data it is, which gameweek a
 * team is for, the chips that decide free transfers, which league and whether it is classic.
 * Breaking one of these is a 502 for the screens listed; breaking anything else is never an error.
 */
const NEEDS: Array<{ file: string; leaf: RegExp; urls: RegExp }> = [
  { file: ENTRY, leaf: /^id$/, urls: /\/manager\/\d+(\/leagues|\/team)?$/ },
  { file: ENTRY, leaf: /^current_event$/, urls: /\/team$/ },
  // Free transfers are rebuilt from every gameweek played and every chip.
  { file: HISTORY, leaf: /^(chips|chips\.\d+\.(name|event)|current\.\d+\.event)$/, urls: /\/team$/ },
  { file: PICKS, leaf: /^entry_history\.event$/, urls: /\/team$/ },
  { file: STANDINGS, leaf: /^league\.(id|scoring)$/, urls: /leagues/ },
];

type Mutation = 'null' | 'missing' | 'retyped' | 'extra';
const MUTATIONS: Mutation[] = ['null', 'missing', 'retyped', 'extra'];
/** Leaves tried per payload: a seeded sample keeps the run to a few seconds. */
const LEAVES_PER_PAYLOAD = 15;
const SEED = 20_250_816;

type Path = Array<string | number>;

/** Paths to every primitive, empty list and empty object of a JSON value. */
function leaves(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  if (entries.length === 0) return [path];
  return entries.flatMap(([k, v]) => leaves(v, [...path, k]));
}

type Json = Record<string | number, unknown>;

function mutate(payload: unknown, path: Path, how: Mutation): unknown {
  const copy: unknown = structuredClone(payload);
  if (path.length === 0) return how === 'null' ? null : copy;
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Json, copy as Json);
  const key = path[path.length - 1]!;
  const old = parent[key];
  if (how === 'null') parent[key] = null;
  else if (how === 'retyped') parent[key] = typeof old === 'number' ? String(old) : 12_345;
  else if (how === 'missing') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (!Array.isArray(parent)) parent.upstream_added_field = { new: [1, null] };
  return copy;
}

function sample<T>(list: T[], n: number, random: () => number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

describe('payload shape drift', () => {
  const base = snapshotFiles();
  const s = suiteMemoryApp(base);

  const statusOf = async (url: string) => (await s.app.inject({ method: 'GET', url })).statusCode;

  it('answers 200 on every endpoint for the unchanged payloads', async () => {
    s.state.files = base;
    for (const url of Object.keys(READS))
      expect({ url, status: await statusOf(url) }).toEqual({ url, status: 200 });
  });

  const files = [...new Set(Object.values(READS).flat())];
  // Seeded, so the sampled leaves are the same on every run.
  const random = mulberry32(SEED);
  const cases = files.flatMap((file) =>
    sample(leaves(base[file]), LEAVES_PER_PAYLOAD, random).flatMap((path) =>
      MUTATIONS.map((how) => ({ file, path, how })),
    ),
  );

  it(`answers 200 wherever the changed field is not needed, 502 where it is, never 500 (${cases.length} cases)`, async () => {
    const failures: string[] = [];
    for (const { file, path, how } of cases) {
      s.state.files = { ...base, [file]: mutate(base[file], path, how) };
      const leaf = path.join('.');
      for (const [url, reads] of Object.entries(READS)) {
        if (!reads.includes(file)) continue;
        const needed =
          how !== 'extra' && NEEDS.some((n) => n.file === file && n.leaf.test(leaf) && n.urls.test(url));
        // A null current_event is what the game sends before a manager's first gameweek: no team yet.
        const noTeamYet =
          file === ENTRY && leaf === 'current_event' && how === 'null' && url.endsWith('/team');
        const expected = noTeamYet ? 404 : needed ? 502 : 200;
        const status = await statusOf(url);
        if (status !== expected)
          failures.push(`${file} ${leaf} ${how}: ${url} answered ${status}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
