import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BacktestSeason, HistoryRow, SeasonFixture } from '@engine/scores';
import { parseCsv, type CsvTable } from '../import-history/csv';
import { decodeText } from '../import-history/decode';
import { Fields } from '../import-history/fields';

async function table(dir: string, relative: string): Promise<CsvTable> {
  const file = path.join(dir, relative);
  return parseCsv(decodeText(await readFile(file)).text, file);
}

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

function historyRows(t: CsvTable): HistoryRow[] {
  const f = new Fields(t);
  const seen = new Set<string>();
  const rows: HistoryRow[] = [];
  for (const rec of t.records) {
    const row: HistoryRow = {
      element: f.int(rec, 'element'),
      gameweek: f.int(rec, 'GW'),
      fixtureId: f.int(rec, 'fixture'),
      kickoff: time(f.text(rec, 'kickoff_time')) ?? 0,
      wasHome: f.bool(rec, 'was_home'),
      totalPoints: f.int(rec, 'total_points'),
      minutes: f.int(rec, 'minutes'),
      influence: f.float(rec, 'influence'),
      creativity: f.float(rec, 'creativity'),
      threat: f.float(rec, 'threat'),
      ictIndex: f.float(rec, 'ict_index'),
      selected: f.int(rec, 'selected'),
      value: f.int(rec, 'value'),
      transfersIn: f.int(rec, 'transfers_in'),
      transfersOut: f.int(rec, 'transfers_out'),
    };
    // Upstream repeats a few rows byte for byte (tools/import-history drops them the same way).
    const key = `${row.element}/${row.gameweek}/${row.fixtureId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows;
}

function seasonFixtures(t: CsvTable): SeasonFixture[] {
  const f = new Fields(t);
  return t.records.map((rec) => ({
    id: f.int(rec, 'id'),
    event: f.optInt(rec, 'event'),
    kickoff: time(f.optText(rec, 'kickoff_time')),
    teamH: f.int(rec, 'team_h'),
    teamA: f.int(rec, 'team_a'),
    difficultyH: f.int(rec, 'team_h_difficulty'),
    difficultyA: f.int(rec, 'team_a_difficulty'),
  }));
}

/**
 * The season's manager count is not in the files: it is derived from the final players_raw.csv as
 * the most-owned player's final `selected` over his `selected_by_percent` (about 10.9 million in
 * 2023-24, 11.5 million in 2024-25). Early in a season fewer managers play, so ownership percentages
 * there are understated by up to a sixth.
 */
function managerCount(players: CsvTable, rows: readonly HistoryRow[]): number {
  const f = new Fields(players);
  const lastGameweek = Math.max(...rows.map((r) => r.gameweek));
  const finalSelected = new Map(
    rows.filter((r) => r.gameweek === lastGameweek).map((r) => [r.element, r.selected]),
  );
  let best = { percent: 0, managers: 0 };
  for (const rec of players.records) {
    const percent = f.float(rec, 'selected_by_percent');
    const selected = finalSelected.get(f.int(rec, 'id'));
    if (selected !== undefined && percent > best.percent)
      best = { percent, managers: selected / (percent / 100) };
  }
  if (best.managers === 0)
    throw new Error(`${players.file}: no owned player to derive the manager count from`);
  return Math.round(best.managers);
}

/**
 * One vaastav season folder: gws/merged_gw.csv, fixtures.csv, players_raw.csv; `elements` maps the
 * game's player code (the points model's key) to the season's element id.
 */
export async function loadBacktestSeason(
  dir: string,
  season: string,
): Promise<BacktestSeason & { elements: Map<number, number> }> {
  const [merged, fixtures, players] = await Promise.all([
    table(dir, `${season}/gws/merged_gw.csv`),
    table(dir, `${season}/fixtures.csv`),
    table(dir, `${season}/players_raw.csv`),
  ]);
  const rows = historyRows(merged);
  const f = new Fields(players);
  const elementTypes = new Map(players.records.map((rec) => [f.int(rec, 'id'), f.int(rec, 'element_type')]));
  const elements = new Map(players.records.map((rec) => [f.int(rec, 'code'), f.int(rec, 'id')]));
  return {
    rows,
    fixtures: seasonFixtures(fixtures),
    elementTypes,
    managers: managerCount(players, rows),
    elements,
  };
}
