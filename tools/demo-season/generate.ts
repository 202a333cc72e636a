import { PROVENANCE_FILE, type Provenance } from '@contracts/history-provenance';
import { pastRosters } from './seasons/careers';
import { PAST_SEASONS } from './world/clubs';
import { simulateCurrent, type CurrentSeason } from './seasons/current';
import { derive, type Derived } from './output/derived';
import { isoZ, json } from './output/format';
import { demoManifest } from './output/manifest';
import { simulatePast } from './seasons/past-season';
import { priceHistoryFile } from './market/price-history';
import { rulesFor } from '@engine/points';
import { assignWebNames } from './world/world';
import { bootstrapStatic } from './output/write-bootstrap';
import { entry, entryHistory, entryPicks } from './output/write-entries';
import { fixturesJson } from './output/write-fixtures';
import { historyFiles, pastTotals } from './output/write-history';
import { standingsPages } from './output/write-leagues';
import { eventLive } from './output/write-live';
import { elementSummary, type PastSeason } from './output/write-summary';

export interface DemoOptions {
  seed?: number;
  currentGameweek?: number;
}

export const DEFAULT_SEED = 2025;
export const DEFAULT_GAMEWEEK = 12;

/** Past seasons of every invented player: vaastav CSVs by path, and `history_past` rows by person code. */
function pastSeasons(
  seed: number,
  cs: CurrentSeason,
): { files: Map<string, string>; past: Map<number, PastSeason[]> } {
  const current = cs.world.players.map((p) => ({ person: p.person, club: cs.clubs.get(p.club)?.name ?? '' }));
  const { rosters, former } = pastRosters(seed, current);
  assignWebNames(former, new Set(cs.world.people.map((p) => p.last)));
  // Marks the seasons as invented, so the history importer never lets them replace real ones.
  const provenance: Provenance = {
    origin: 'demo',
    note: 'Invented by tools/demo-season: not real FPL data.',
  };
  const files = new Map<string, string>([[`history/${PROVENANCE_FILE}`, json(provenance)]]);
  const past = new Map<number, PastSeason[]>();
  for (const season of PAST_SEASONS) {
    const ps = simulatePast(seed, season, rosters.get(season) ?? new Map());
    for (const [path, content] of historyFiles(ps)) files.set(`history/${season}/${path}`, content);
    for (const [code, totals] of pastTotals(ps)) past.set(code, [...(past.get(code) ?? []), totals]);
  }
  return { files, past };
}

function eventStatus(cs: CurrentSeason) {
  const days = [
    ...new Set(
      cs.world.fixtures.filter((f) => f.event === cs.lastFinished).map((f) => isoZ(f.kickoff).slice(0, 10)),
    ),
  ].sort();
  return {
    status: days.map((date) => ({ bonus_added: true, date, event: cs.lastFinished, points: 'r' })),
    leagues: 'Updated',
  };
}

function managerFiles(cs: CurrentSeason, d: Derived, out: Map<string, string>): void {
  const seasons = new Map(cs.managers.map((s) => [s.manager.id, s]));
  for (const s of cs.managers) {
    const ranks = d.ranks.get(s.manager.id);
    if (!ranks) continue;
    out.set(`entry/${s.manager.id}.json`, json(entry(cs, d, seasons, s)));
    out.set(`entry/${s.manager.id}/history.json`, json(entryHistory(s, ranks)));
    for (const r of s.gws)
      out.set(`entry/${s.manager.id}/event/${r.event}/picks.json`, json(entryPicks(s, ranks, r)));
  }
  for (const league of cs.leagues) {
    for (const [path, page] of standingsPages(league, seasons, cs.lastFinished, cs.now))
      out.set(path, json(page));
  }
}

/**
 * The whole demo snapshot: relative path -> file content, in the official API layout (see
 * server/fpl/endpoints.ts), plus `history/<season>/` vaastav CSVs (and `history/provenance.json`
 * marking them as invented) and `demo-manifest.json`.
 * The same options always give byte-identical output.
 */
export function generateDemoSeason(opts: DemoOptions = {}): Map<string, string> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const currentGameweek = opts.currentGameweek ?? DEFAULT_GAMEWEEK;
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new Error(`seed must be a non-negative whole number, got ${String(seed)}`);
  const cs = simulateCurrent(seed, currentGameweek);
  const d = derive(cs);
  const out = new Map<string, string>();
  out.set('bootstrap-static.json', json(bootstrapStatic(cs, d)));
  out.set(
    'fixtures.json',
    json(fixturesJson(cs.world.fixtures, cs.play.results, rulesFor(cs.world.season).defensiveContribution)),
  );
  for (let gw = 1; gw <= cs.lastFinished; gw++) out.set(`event/${gw}/live.json`, json(eventLive(cs, d, gw)));
  out.set('event-status.json', json(eventStatus(cs)));
  const history = pastSeasons(seed, cs);
  for (const p of cs.world.players)
    out.set(
      `element-summary/${p.id}.json`,
      json(elementSummary(cs, p, history.past.get(p.person.code) ?? [])),
    );
  managerFiles(cs, d, out);
  for (const [path, content] of history.files) out.set(path, content);
  out.set('price-history.json', json(priceHistoryFile(cs)));
  out.set('demo-manifest.json', json(demoManifest(cs, d)));
  return out;
}
