import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLiveSource } from '../../server/fpl/live-source';
import { createSnapshotSource } from '../../server/fpl/snapshot-source';
import { startFakeUpstream, type FakeUpstream } from '../../server/fpl/test-support/fake-upstream';
import * as payloads from '../../server/fpl/test-support/payloads';
import { makeTempDir } from '../../server/fpl/test-support/temp-dir';
import { main } from './main';

let upstream: FakeUpstream;
let out = '';
let cleanup = async () => {};
let lines: { out: string[]; err: string[] };

const io = () => ({ out: (l: string) => lines.out.push(l), err: (l: string) => lines.err.push(l) });

beforeEach(async () => {
  upstream = await startFakeUpstream();
  ({ dir: out, cleanup } = await makeTempDir('recorder'));
  lines = { out: [], err: [] };
  // Two finished gameweeks; the manager's history also lists gameweek 3, which is in progress.
  upstream.route('bootstrap-static/', { body: payloads.bootstrapPayload(2) });
  upstream.route('fixtures/', { body: payloads.fixturesPayload() });
  upstream.route('entry/7/', { body: payloads.entryPayload(7) });
  upstream.route('entry/7/history/', { body: payloads.historyPayload([1, 2, 3]) });
  upstream.route('entry/7/event/1/picks/', { body: payloads.picksPayload(1) });
  upstream.route('entry/7/event/2/picks/', { body: payloads.picksPayload(2) });
  upstream.route('leagues-classic/9/standings/?page_standings=1', {
    body: payloads.standingsPayload(9, 1, true),
  });
  upstream.route('leagues-classic/9/standings/?page_standings=2', {
    body: payloads.standingsPayload(9, 2, false),
  });
  upstream.route('element-summary/1/', { body: payloads.elementSummaryPayload() });
  upstream.route('event/2/live/', { body: payloads.eventLivePayload(2) });
  upstream.route('event-status/', { body: payloads.eventStatusPayload() });
});
afterEach(async () => {
  await upstream.close();
  await cleanup();
});

const everything = () => [
  '--out',
  out,
  '--base-url',
  upstream.baseUrl,
  '--bootstrap',
  '--fixtures',
  '--entry',
  '7',
  '--league',
  '9',
  '--element',
  '1',
  '--live',
  '2',
  '--event-status',
];

describe('recorder', () => {
  it('writes every chosen endpoint in the snapshot layout and says what it wrote', async () => {
    expect(await main(everything(), io())).toBe(0);
    expect(lines.out).toEqual([
      'wrote bootstrap-static.json',
      'wrote fixtures.json',
      'wrote event-status.json',
      'wrote event/2/live.json',
      'wrote element-summary/1.json',
      'wrote entry/7.json',
      'wrote entry/7/history.json',
      'wrote entry/7/event/1/picks.json',
      'wrote entry/7/event/2/picks.json',
      'wrote leagues-classic/9/standings.json',
      'wrote leagues-classic/9/standings-page-2.json',
      `recorded 11 files into ${out}`,
    ]);
    expect(upstream.callsTo('entry/7/event/3/picks/')).toBe(0);
    expect(upstream.callsTo('bootstrap-static/')).toBe(1);
  });

  it('produces a directory the snapshot source reads with the same data as the live source', async () => {
    expect(await main(everything(), io())).toBe(0);
    const snapshot = createSnapshotSource(out);
    const live = createLiveSource({ baseUrl: upstream.baseUrl, retries: 0 });
    const same = async <T>(read: (s: typeof live) => Promise<{ data: T }>) => {
      expect((await read(snapshot)).data).toEqual((await read(live)).data);
    };
    await same((s) => s.bootstrapStatic());
    await same((s) => s.fixtures());
    await same((s) => s.entry(7));
    await same((s) => s.entryHistory(7));
    await same((s) => s.entryPicks(7, 1));
    await same((s) => s.entryPicks(7, 2));
    await same((s) => s.leagueStandings(9, 1));
    await same((s) => s.leagueStandings(9, 2));
    await same((s) => s.elementSummary(1));
    await same((s) => s.eventLive(2));
    await same((s) => s.eventStatus());
  });

  it('keeps fields the schemas do not know, pretty-printed', async () => {
    expect(await main(['--out', out, '--base-url', upstream.baseUrl, '--entry', '7'], io())).toBe(0);
    const text = await readFile(path.join(out, 'entry', '7.json'), 'utf8');
    expect(text).toContain('\n  "extra_upstream_field": "x"\n');
  });

  it.each([
    [['--base-url', 'http://127.0.0.1:9/api/', '--bootstrap'], '--out <dir> is required'],
    [['--out', 'x'], 'nothing to record'],
    [['--out', 'x', '--entry=-1'], '--entry -1: Manager ID must be a positive whole number'],
    [['--out', 'x', '--entry', '-1'], "Option '--entry' argument is ambiguous"],
    [['--out', 'x', '--entry', '1.5'], '--entry 1.5: Manager ID must be a positive whole number'],
    [['--out', 'x', '--league', '1e9'], '--league 1e9: League ID must be a positive whole number'],
    [['--out', 'x', '--live', '39'], '--live 39: Gameweek must be at most 38'],
    [
      ['--out', 'x', '--base-url', 'ftp://example', '--bootstrap'],
      '--base-url ftp://example: must be an http(s) URL',
    ],
    [['--out', 'x', '--bogus'], "Unknown option '--bogus'"],
  ])('refuses %j with exit code 2 before any request', async (argv, message) => {
    expect(await main(argv, io())).toBe(2);
    expect(lines.err.join('\n')).toContain(message);
    expect(lines.err.join('\n')).toContain('Usage: npm run record');
    expect(upstream.calls).toEqual([]);
  });

  it('exits 1 naming the failure when upstream does not have a resource', async () => {
    expect(await main(['--out', out, '--base-url', upstream.baseUrl, '--element', '404'], io())).toBe(1);
    expect(lines.err).toEqual([
      `record failed (not_found): GET ${upstream.baseUrl}element-summary/404/ answered 404`,
    ]);
  });

  it('exits 1 and writes nothing for a payload that fails validation', async () => {
    upstream.route('fixtures/', { body: { fixtures: 'not a list' } });
    expect(await main(['--out', out, '--base-url', upstream.baseUrl, '--fixtures'], io())).toBe(1);
    expect(lines.err[0]).toMatch(/^record failed \(invalid_payload\): GET fixtures\/ failed validation/);
    await expect(readFile(path.join(out, 'fixtures.json'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('recorder command line', () => {
  it('runs through npm run record and exits non-zero with a clear message on a bad command line', async () => {
    const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/recorder/main.ts', '--bootstrap'],
      {
        cwd: repoRoot,
      },
    );
    await expect(run).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('record: --out <dir> is required'),
    });
  });
});
