import { checkCleanedPlayers } from './cleaned-players';
import { parseCsv, type CsvTable } from './csv';
import { decodeText } from './decode';
import { ImportError } from './errors';
import { fixturesById } from './fixtures';
import { mapGameweeks } from './gameweeks';
import { mapMatches, withoutUnmeasuredExpected, type MatchRow } from './matches';
import { mapPlayers, teamCodesById } from './players-csv';
import type { HistoricalPlayerRow, PlayerGameweekRow } from './rows';
import type { VaastavSource } from './source';
import { teamsFromMasterList, teamsFromTeamsCsv } from './teams';

export interface LoadedSeason {
  season: string;
  players: HistoricalPlayerRow[];
  gameweeks: PlayerGameweekRow[];
  matches: MatchRow[];
  duplicatesDropped: number;
  warnings: string[];
}

/**
 * Reads and checks one season completely in memory; nothing is written, so a bad file stops the
 * import before the database is touched. Required: players_raw.csv and gws/merged_gw.csv, plus
 * teams.csv or (before 2019-20) the root master_team_list.csv. fixtures.csv and
 * cleaned_players.csv are cross-checks when present. The season's matches are rebuilt from the
 * gameweek rows (see matches.ts).
 */
export async function loadSeason(source: VaastavSource, season: string): Promise<LoadedSeason> {
  const [playersRaw, mergedGw, teamsCsv, fixturesCsv, cleaned] = await Promise.all([
    readTable(source, `${season}/players_raw.csv`, true),
    readTable(source, `${season}/gws/merged_gw.csv`, true),
    readTable(source, `${season}/teams.csv`, false),
    readTable(source, `${season}/fixtures.csv`, false),
    readTable(source, `${season}/cleaned_players.csv`, false),
  ]);
  const teams = teamsCsv
    ? teamsFromTeamsCsv(teamsCsv)
    : teamsFromMasterList(
        await readTable(source, 'master_team_list.csv', true),
        season,
        teamCodesById(playersRaw),
      );
  const players = mapPlayers(playersRaw, season, teams);
  const fixtures = fixturesCsv ? fixturesById(fixturesCsv) : undefined;
  const gameweeks = mapGameweeks(mergedGw, {
    season,
    teams,
    players: new Map(
      players.map((p) => [p.playerId, { id: p.playerId, firstName: p.firstName, secondName: p.secondName }]),
    ),
    fixtures,
  });
  const played = mapMatches(withoutUnmeasuredExpected(gameweeks.rows), {
    season,
    file: mergedGw.file,
    teams,
    codes: teamCodesById(playersRaw),
    fixtures,
  });
  return {
    season,
    players,
    gameweeks: played.gameweeks,
    matches: played.matches,
    duplicatesDropped: gameweeks.duplicatesDropped,
    warnings: [...(cleaned ? checkCleanedPlayers(cleaned, players) : []), ...gameweeks.warnings],
  };
}

async function readTable(source: VaastavSource, relative: string, required: true): Promise<CsvTable>;
async function readTable(source: VaastavSource, relative: string, required: false): Promise<CsvTable | null>;
async function readTable(
  source: VaastavSource,
  relative: string,
  required: boolean,
): Promise<CsvTable | null> {
  const bytes = await source.read(relative);
  if (!bytes) {
    if (required) throw new ImportError(source.describe(relative), undefined, 'file not found');
    return null;
  }
  return parseCsv(decodeText(bytes).text, source.describe(relative));
}
