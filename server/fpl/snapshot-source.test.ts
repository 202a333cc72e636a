import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { degradedFields } from '@contracts/fpl/lenient';
import { createSnapshotSource, SNAPSHOT_RECHECK_MS } from './snapshot-source';
import type { FplSource } from './source';
import * as payloads from './test-support/payloads';
import { makeTempDir, writeFiles } from './test-support/temp-dir';
import { upstreamError } from './test-support/upstream-error';

describe('createSnapshotSource on a directory written by the test', () => {
  let dir = '';
  let cleanup = async () => {};
  let source: FplSource;

  beforeEach(async () => {
    ({ dir, cleanup } = await makeTempDir('snapshot'));
    await writeFiles(dir, {
      'bootstrap-static.json': payloads.bootstrapPayload(),
      'fixtures.json': payloads.fixturesPayload(),
      'entry/7.json': payloads.entryPayload(7),
      'entry/7/history.json': payloads.historyPayload([1, 2]),
      'entry/7/event/2/picks.json': payloads.picksPayload(2),
      'leagues-classic/9/standings.json': payloads.standingsPayload(9, 1, true),
      'leagues-classic/9/standings-page-2.json': payloads.standingsPayload(9, 2, false),
      'element-summary/1.json': payloads.elementSummaryPayload(),
      'event/2/live.json': payloads.eventLivePayload(2),
      'event-status.json': payloads.eventStatusPayload(),
    });
    source = createSnapshotSource(dir);
  });
  afterEach(() => cleanup());

  it('reads every endpoint from its file', async () => {
    expect((await source.bootstrapStatic()).data.elements.map((e) => e.web_name)).toEqual([
      'Raya',
      'Martinez',
    ]);
    expect((await source.fixtures()).data[0]?.team_h_score).toBe(2);
    expect((await source.entry(7)).data.name).toBe('Team 7');
    expect((await source.entryHistory(7)).data.current.map((r) => r.event)).toEqual([1, 2]);
    expect((await source.entryPicks(7, 2)).data.picks[0]?.is_captain).toBe(true);
    expect((await source.elementSummary(1)).data.history).toEqual([]);
    expect((await source.eventLive(2)).data.elements[0]?.stats.total_points).toBe(8);
    expect((await source.eventStatus()).data.leagues).toBe('Updated');
  });

  it('reads standings page 1 from standings.json and page n from standings-page-n.json', async () => {
    const page1 = await source.leagueStandings(9, 1);
    const page2 = await source.leagueStandings(9, 2);
    expect(page1.data.standings).toMatchObject({ page: 1, has_next: true });
    expect(page2.data.standings).toMatchObject({ page: 2, has_next: false });
    expect((await upstreamError(source.leagueStandings(9, 3))).kind).toBe('not_found');
  });

  it('keeps fields the schemas do not list and reports fresh copies', async () => {
    const result = await source.bootstrapStatic();
    expect(result.stale).toBe(false);
    expect(result.data).toHaveProperty('extra_upstream_field');
  });

  it('names the fields that fell back, though the payload is parsed in another thread', async () => {
    const payload = payloads.bootstrapPayload();
    await writeFiles(dir, {
      'bootstrap-static.json': { ...payload, teams: payload.teams.map((t) => ({ ...t, strength: 'high' })) },
    });
    const result = await source.bootstrapStatic();
    expect(result.data.teams.map((t) => t.strength)).toEqual(payload.teams.map(() => undefined));
    expect(degradedFields(result.data)).toEqual(['team.strength']);
  });

  it('names itself with its kind and absolute directory', () => {
    expect(source.kind).toBe('snapshot');
    expect(source.location).toBe(path.resolve(dir));
    expect(createSnapshotSource(dir, 'demo').kind).toBe('demo');
  });

  it('throws not_found naming the file when it is missing', async () => {
    const err = await upstreamError(source.entry(8));
    expect(err.kind).toBe('not_found');
    expect(err.message).toContain('entry/8.json');
  });

  it('throws invalid_payload naming the file for broken JSON', async () => {
    await writeFiles(dir, { 'fixtures.json': '[{"id": 1,' });
    const err = await upstreamError(source.fixtures());
    expect(err.kind).toBe('invalid_payload');
    expect(err.message).toContain('fixtures.json');
  });

  it("reads a manager's transfers, a new field ignored, and refuses a row without its price", async () => {
    const row = { element_in: 5, element_in_cost: 62, element_out: 9, element_out_cost: 60, event: 3 };
    await writeFiles(dir, { 'entry/7/transfers.json': [{ ...row, entry: 7, new_field: true }] });
    expect((await source.entryTransfers(7)).data).toEqual([
      expect.objectContaining({ element_in: 5, element_in_cost: 62, event: 3 }),
    ]);
    await writeFiles(dir, { 'entry/8/transfers.json': [row, { ...row, element_in_cost: null }] });
    const err = await upstreamError(source.entryTransfers(8));
    expect(err.kind).toBe('invalid_payload');
    expect(err.message).toContain('entry/8/transfers.json');
  });

  it('throws invalid_payload naming the file and the field when a needed field is unreadable', async () => {
    await writeFiles(dir, { 'entry/7.json': { ...payloads.entryPayload(7), id: 'x' } });
    const err = await upstreamError(source.entry(7));
    expect(err.kind).toBe('invalid_payload');
    expect(err.message).toContain('entry/7.json');
    expect(err.message).toContain('at id');
  });

  it('throws invalid_payload when a file name is a directory', async () => {
    await writeFiles(dir, { 'element-summary/2.json/inner.json': {} });
    expect((await upstreamError(source.elementSummary(2))).kind).toBe('invalid_payload');
  });

  it.each([-1, 0, Number.NaN, 1.5, 2 ** 40, Number.POSITIVE_INFINITY])(
    'rejects manager id %s with invalid_id even when a file of that name exists',
    async (id) => {
      await writeFiles(dir, { [`entry/${id}.json`]: payloads.entryPayload(7) });
      expect((await upstreamError(source.entry(id))).kind).toBe('invalid_id');
    },
  );

  it('rejects gameweeks past 38, pages below 1 and bad player ids with invalid_id', async () => {
    expect((await upstreamError(source.eventLive(39))).kind).toBe('invalid_id');
    expect((await upstreamError(source.entryPicks(7, 0))).kind).toBe('invalid_id');
    expect((await upstreamError(source.leagueStandings(9, 0))).kind).toBe('invalid_id');
    expect((await upstreamError(source.elementSummary(-3))).kind).toBe('invalid_id');
  });

  it('records the time of the last successful read only', async () => {
    expect(source.lastFetchedAt()).toBeNull();
    await upstreamError(source.entry(8));
    expect(source.lastFetchedAt()).toBeNull();
    const before = Date.now();
    const result = await source.fixtures();
    expect(source.lastFetchedAt()).toEqual(result.fetchedAt);
    expect(result.fetchedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('sees a file rewritten after it was first read once the recheck interval has passed', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      expect((await source.entry(7)).data.name).toBe('Team 7');
      const file = path.join(dir, 'entry', '7.json');
      await writeFile(file, JSON.stringify({ ...payloads.entryPayload(7), name: 'Renamed team' }));
      await utimes(file, new Date(), new Date(Date.now() + 5000));
      // Within the interval the parsed copy is served without looking at the file.
      expect((await source.entry(7)).data.name).toBe('Team 7');
      vi.advanceTimersByTime(SNAPSHOT_RECHECK_MS + 1);
      expect((await source.entry(7)).data.name).toBe('Renamed team');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one read among concurrent requests for a file', async () => {
    const [a, b] = await Promise.all([source.fixtures(), source.fixtures()]);
    expect(a.data).toBe(b.data);
  });
});

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const realDir = path.resolve(repoRoot, '../shared/fpl-data/api/2025-26');
const haveRealData = existsSync(path.join(realDir, 'bootstrap-static.json'));

const realTitle = haveRealData
  ? 'createSnapshotSource on the recorded 2025-26 data'
  : `createSnapshotSource on the recorded 2025-26 data: SKIPPED, ${realDir} is not present`;

describe.skipIf(!haveRealData)(realTitle, () => {
  const source = createSnapshotSource(realDir);

  it('reads the final bootstrap-static with 841 players', async () => {
    expect((await source.bootstrapStatic()).data.elements).toHaveLength(841);
  });

  it('reads page 1 of league 106780 with its 29 entries', async () => {
    const { data } = await source.leagueStandings(106780, 1);
    expect(data.league.name).toBe('Biddenham Fantasy League');
    expect(data.standings.results).toHaveLength(29);
  });

  it('reads a manager history with all 38 gameweeks', async () => {
    const { data } = await source.entryHistory(35100);
    expect(data.current.map((row) => row.event)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
  });
});
