import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_SEASONS } from '@engine/match-model/testing/vaastav';
import { endpoints, parsePayload, type Endpoint } from '../../server/fpl/endpoints';
import { createSnapshotSource } from '../../server/fpl/snapshot-source';
import { generateDemoSeason } from './generate';
import { fixtureGoalProblems, priceProblems, totalsProblems } from './test-support/checks';
import { managerProblems, standingsProblems } from './test-support/manager-checks';
import { Snapshot } from './test-support/snapshot';
import { writeSnapshot } from './write-dir';

const digest = (files: Map<string, string>) => {
  const h = createHash('sha256');
  for (const [p, content] of [...files].sort(([a], [b]) => (a < b ? -1 : 1)))
    h.update(p).update('\0').update(content).update('\0');
  return h.digest('hex');
};

/** The server's endpoint for a generated path (the layout the snapshot source reads), or null for non-API files. */
function endpointFor(p: string): Endpoint<unknown> | null {
  const n = (re: RegExp) => p.match(re)?.slice(1).map(Number);
  if (p === 'bootstrap-static.json') return endpoints.bootstrapStatic();
  if (p === 'fixtures.json') return endpoints.fixtures();
  if (p === 'event-status.json') return endpoints.eventStatus();
  let m = n(/^entry\/(\d+)\.json$/);
  if (m) return endpoints.entry(m[0] as number);
  if ((m = n(/^entry\/(\d+)\/history\.json$/))) return endpoints.entryHistory(m[0] as number);
  if ((m = n(/^entry\/(\d+)\/event\/(\d+)\/picks\.json$/)))
    return endpoints.entryPicks(m[0] as number, m[1] as number);
  if ((m = n(/^element-summary\/(\d+)\.json$/))) return endpoints.elementSummary(m[0] as number);
  if ((m = n(/^event\/(\d+)\/live\.json$/))) return endpoints.eventLive(m[0] as number);
  if ((m = n(/^leagues-classic\/(\d+)\/standings\.json$/)))
    return endpoints.leagueStandings(m[0] as number, 1);
  if ((m = n(/^leagues-classic\/(\d+)\/standings-page-(\d+)\.json$/)))
    return endpoints.leagueStandings(m[0] as number, m[1] as number);
  return null;
}

describe('the generated demo season (seed 2025, gameweek 12)', () => {
  let files: Map<string, string>;
  let s: Snapshot;
  let again: string;
  beforeAll(() => {
    files = generateDemoSeason();
    s = new Snapshot(files);
    again = digest(generateDemoSeason({ seed: 2025, currentGameweek: 12 }));
  }, 300_000);

  it('is byte-identical for the same seed', () => {
    expect(digest(files)).toBe(again);
  });

  it('writes every API file where the snapshot source looks and valid against contracts/fpl', () => {
    const api = [...files.keys()].filter(
      (p) => !p.startsWith('history/') && !['demo-manifest.json', 'price-history.json'].includes(p),
    );
    for (const p of api) {
      const ep = endpointFor(p);
      expect(ep?.filePath, p).toBe(p);
      if (ep) parsePayload(ep, JSON.parse(files.get(p) as string), p);
    }
    expect(api.filter((p) => p.startsWith('event/'))).toHaveLength(11);
    expect(api.filter((p) => p.startsWith('element-summary/'))).toHaveLength(s.bootstrap.elements.length);
  });

  it('freezes the season before the GW12 deadline: 1-11 finished, 11 current, 12 next', () => {
    const events = s.bootstrap.events;
    expect(events.filter((e) => e.finished).map((e) => e.id)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    expect(events.find((e) => e.is_current)?.id).toBe(11);
    expect(events.find((e) => e.is_next)?.id).toBe(12);
    expect(s.bootstrap.teams.map((t) => `${t.id} ${t.short_name}`).join(', ')).toBe(
      '1 ARS, 2 AVL, 3 BUR, 4 BOU, 5 BRE, 6 BHA, 7 CHE, 8 CRY, 9 EVE, 10 FUL, 11 LEE, 12 LIV, 13 MCI, 14 MUN, 15 NEW, 16 NFO, 17 SUN, 18 TOT, 19 WHU, 20 WOL',
    );
    expect(s.fixtures).toHaveLength(380);
    expect(s.fixtures.filter((f) => f.finished).every((f) => (f.event ?? 99) <= 11)).toBe(true);
  });

  it('names a legal team of the week of the top scorers in every finished gameweek', () => {
    const type = new Map(s.bootstrap.elements.map((e) => [e.id, e.element_type]));
    for (let gw = 1; gw <= 11; gw++) {
      const elements = s.live(gw).elements;
      const dream = elements.filter((e) => e.stats.in_dreamteam);
      const shape = [1, 2, 3, 4].map((t) => dream.filter((e) => type.get(e.id) === t).length);
      expect(dream).toHaveLength(11);
      expect(shape[0]).toBe(1);
      expect(shape[1]).toBeGreaterThanOrEqual(3);
      expect(shape[2]).toBeGreaterThanOrEqual(2);
      expect(shape[3]).toBeGreaterThanOrEqual(1);
      const top = Math.max(...elements.map((e) => Number(e.stats.total_points)));
      expect(dream.some((e) => Number(e.stats.total_points) === top)).toBe(true);
    }
  });

  it('adds up: fixture scores, player totals, prices and transfers', () => {
    expect(fixtureGoalProblems(s)).toEqual([]);
    expect(totalsProblems(s)).toEqual([]);
    expect(priceProblems(s)).toEqual([]);
  });

  it('adds up for managers and leagues: totals minus hits, picks, squads, standings', () => {
    expect(s.manifest.managerIds).toHaveLength(300);
    expect(managerProblems(s)).toEqual([]);
    expect(standingsProblems(s)).toEqual([]);
  });

  it('names a manager with a top-5 place in a private league and a league that needs a second page', () => {
    const featured = s.entry(s.manifest.managerIds[0] as number);
    const privateRanks = featured.leagues.classic.filter((l) => l.id > 1000).map((l) => l.entry_rank ?? 99);
    expect(Math.min(...privateRanks)).toBeLessThanOrEqual(5);
    const largest = s.standingsPages(s.manifest.leagueIds[0] as number);
    expect(largest.map((p) => p.standings.results.length)).toEqual([50, 10]);
    expect(s.manifest.managerIds).toContain(largest[0]?.standings.results[0]?.entry);
    expect(new Set(s.manifest.managerIds).size).toBe(300);
  });

  it('is readable through the server snapshot source once written to disk', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-season-'));
    try {
      await writeSnapshot(path.join(dir, 'demo'), files);
      const source = createSnapshotSource(path.join(dir, 'demo'), 'demo');
      const id = s.manifest.managerIds[0] as number;
      expect((await source.entry(id)).data.id).toBe(id);
      expect((await source.entryPicks(id, 11)).data.picks).toHaveLength(15);
      expect((await source.leagueStandings(s.manifest.leagueIds[0] as number, 2)).data.standings.page).toBe(
        2,
      );
      expect((await source.eventLive(11)).data.elements.length).toBe(s.bootstrap.elements.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  const shared = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../shared/fpl-data');
  describe.skipIf(!existsSync(shared))(
    'against the recorded real data (skipped: ../shared/fpl-data is not on this machine)',
    () => {
      it('writes history CSVs with the columns of the real 2023-24 files', () => {
        for (const file of ['players_raw.csv', 'teams.csv', 'fixtures.csv', 'gws/merged_gw.csv']) {
          const real = readFileSync(path.join(shared, 'vaastav/2023-24', file), 'utf8').split(/\r?\n/)[0];
          for (const season of ['2016-17', '2020-21', '2024-25'])
            expect(files.get(`history/${season}/${file}`)?.split(/\r?\n/)[0], `${season}/${file}`).toBe(real);
        }
      });

      it('invents every player, past seasons included: no full name matches a real player of any recorded season', () => {
        const real = new Set<string>();
        for (const season of RECORDED_SEASONS) {
          const text = readFileSync(path.join(shared, 'vaastav', season, 'players_raw.csv'), 'latin1');
          const [header, ...lines] = text.split(/\r?\n/);
          const cols = (header ?? '').split(',');
          const [first, second] = [cols.indexOf('first_name'), cols.indexOf('second_name')];
          for (const line of lines) {
            const cells = line.split(',');
            real.add(`${cells[first]} ${cells[second]}`.toLowerCase());
          }
        }
        const ours = s.bootstrap.elements.map((e) => `${e.first_name} ${e.second_name}`.toLowerCase());
        // Former players exist only in the past seasons' CSVs.
        for (const [p, text] of files) {
          if (!p.endsWith('/players_raw.csv')) continue;
          const [header, ...lines] = text.split('\r\n');
          const cols = (header ?? '').split(',');
          for (const line of lines.filter((l) => l !== '')) {
            const cells = line.split(',');
            ours.push(
              `${cells[cols.indexOf('first_name')]} ${cells[cols.indexOf('second_name')]}`.toLowerCase(),
            );
          }
        }
        expect(ours.length).toBeGreaterThan(5000);
        expect(ours.filter((n) => real.has(n))).toEqual([]);
      });
    },
  );
});
