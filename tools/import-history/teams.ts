import type { CsvTable } from './csv';
import { ImportError } from './errors';
import { Fields } from './fields';

export interface SeasonTeam {
  id: number;
  name: string;
  shortName: string;
}

export type TeamsById = ReadonlyMap<number, SeasonTeam>;

/** teams.csv (2019-20 on): the season's bootstrap `teams` table. */
export function teamsFromTeamsCsv(table: CsvTable): TeamsById {
  const f = new Fields(table);
  f.require(['id', 'name', 'short_name']);
  const teams = new Map<number, SeasonTeam>();
  for (const rec of table.records) {
    const id = f.uniqueId(rec, teams, 'team');
    teams.set(id, { id, name: f.text(rec, 'name'), shortName: f.text(rec, 'short_name') });
  }
  return teams;
}

/**
 * Seasons before 2019-20 have no teams.csv; master_team_list.csv (season, team, team_name) gives
 * the names, and the short name comes from the club's permanent FPL code (players_raw.csv
 * `team_code`) through CLUB_SHORT_NAMES.
 */
export function teamsFromMasterList(
  table: CsvTable,
  season: string,
  codeByTeamId: ReadonlyMap<number, number>,
): TeamsById {
  const f = new Fields(table);
  f.require(['season', 'team', 'team_name']);
  const teams = new Map<number, SeasonTeam>();
  for (const rec of table.records) {
    if (f.text(rec, 'season') !== season) continue;
    const id = f.int(rec, 'team');
    const name = f.text(rec, 'team_name');
    const code = codeByTeamId.get(id);
    const shortName = code === undefined ? undefined : CLUB_SHORT_NAMES[code];
    if (shortName === undefined) {
      throw new ImportError(
        table.file,
        rec.line,
        `no short name known for ${name} (team ${id}, club code ${code ?? 'unknown'})`,
      );
    }
    teams.set(id, { id, name, shortName });
  }
  if (teams.size === 0) throw new ImportError(table.file, undefined, `no teams listed for season ${season}`);
  return teams;
}

/**
 * FPL's three-letter club names by the club's permanent `code`, for the clubs of the seasons that
 * have no teams.csv (2016-17 .. 2018-19). All but four are checked by a test against the real
 * 2018-19 raw.json and the 2019-20+ teams.csv files; Hull (88), Middlesbrough (25), Stoke (110) and
 * Swansea (80) never appear in those files and are the short names the 2016-17/2017-18 game used.
 */
export const CLUB_SHORT_NAMES: Readonly<Record<number, string>> = {
  1: 'MUN',
  3: 'ARS',
  4: 'NEW',
  6: 'TOT',
  8: 'CHE',
  11: 'EVE',
  13: 'LEI',
  14: 'LIV',
  20: 'SOU',
  21: 'WHU',
  25: 'MID',
  31: 'CRY',
  35: 'WBA',
  36: 'BHA',
  38: 'HUD',
  39: 'WOL',
  43: 'MCI',
  54: 'FUL',
  56: 'SUN',
  57: 'WAT',
  80: 'SWA',
  88: 'HUL',
  90: 'BUR',
  91: 'BOU',
  97: 'CAR',
  110: 'STK',
};
