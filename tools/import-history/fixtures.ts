import type { CsvTable } from './csv';
import { Fields } from './fields';

export interface FixtureTeams {
  home: number;
  away: number;
}

/**
 * fixtures.csv (2018-19 on): the season's fixtures with per-season team ids. The importer uses it
 * to cross-check each gameweek row's fixture and opponent; the `stats` column (a Python repr, not
 * JSON) is not needed for that and is not parsed.
 */
export function fixturesById(table: CsvTable): Map<number, FixtureTeams> {
  const f = new Fields(table);
  f.require(['id', 'team_h', 'team_a']);
  const fixtures = new Map<number, FixtureTeams>();
  for (const rec of table.records) {
    const id = f.uniqueId(rec, fixtures, 'fixture');
    fixtures.set(id, { home: f.int(rec, 'team_h'), away: f.int(rec, 'team_a') });
  }
  return fixtures;
}
