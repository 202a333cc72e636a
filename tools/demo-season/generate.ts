import { PROVENANCE_FILE, type Provenance } from '@contracts/history-provenance';
import { HISTORY_DIR } from './layout';
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

/**
 * Past seasons of every invented player: `history_past` rows by person code now, and the vaastav
 * CSVs (by path under `history/`) when asked, since the current season's files need only the rows.
 */
function pastSeasons(
  seed: number,
  cs: CurrentSeason,
): { past: Map<number, PastSeason[]>; files: () => Map<string, string> } {
  const current = cs.world.players.map((p) => ({ person: p.person, club: cs.clubs.get(p.club)?.name ?? '' }));
  const { rosters, former } = pastRosters(seed, current);
  assignWebNames(former, new Set(cs.world.people.map((p) => p.last)));
  const past = new Map<number, PastSeason[]>();
  const simulated = PAST_SEASONS.map((season) => {
    const ps = simulatePast(seed, season, rosters.get(season) ?? new Map());
    for (const [code, totals] of pastTotals(ps)) past.set(code, [...(past.get(code) ?? []), totals]);
    return ps;
  });
  const files = () => {
    // Marks the seasons as invented, so the history importer never lets them replace real ones.
    const provenance: Provenance = {
      origin: 'demo',
      note: 'Invented by tools/demo-season: not real FPL data.',
    };
    const out = new Map<string, string>([[PROVENANCE_FILE, json(provenance)]]);
    for (const ps of simulated)
      for (const [path, content] of historyFiles(ps)) out.set(`${ps.world.season}/${path}`, content);
    return out;
  };
  return { past, files };
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

/** The demo snapshot in two parts: what the server reads, and the past seasons it imports later. */
export interface DemoParts {
  /** Relative path -> content, in the official API layout, with `demo-manifest.json`. */
  season: Map<string, string>;
  /** The past seasons' vaastav CSVs and `provenance.json` (marking them as invented), relative to `history/`. */
  history: () => Map<string, string>;
}

/**
 * The demo snapshot, in the official API layout (see server/fpl/endpoints.ts), plus the past seasons
 * under `history/`. The past seasons are simulated here (the players' summaries list them), and
 * their CSVs written only when `history` is called: the server can start on the season meanwhile.
 * The same options always give byte-identical output.
 */
export function generateDemoParts(opts: DemoOptions = {}): DemoParts {
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
  out.set('price-history.json', json(priceHistoryFile(cs)));
  out.set('demo-manifest.json', json(demoManifest(cs, d)));
  return { season: out, history: history.files };
}

/** The whole demo snapshot in one map: the season's files and `history/<path>` for the past seasons. */
export function generateDemoSeason(opts: DemoOptions = {}): Map<string, string> {
  const parts = generateDemoParts(opts);
  const out = new Map(parts.season);
  for (const [path, content] of parts.history()) out.set(`${HISTORY_DIR}/${path}`, content);
  return out;
}
