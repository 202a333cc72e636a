import type { CsvRecord, CsvTable } from './csv';
import { Fields } from './fields';
import { COUNTING_COLUMNS, ICT_COLUMNS, positionName, type HistoricalPlayerRow } from './rows';
import type { TeamsById } from './teams';

const REQUIRED = [
  'id',
  'first_name',
  'second_name',
  'web_name',
  'team',
  'element_type',
  'now_cost',
  'cost_change_start',
  'total_points',
  ...Object.values(COUNTING_COLUMNS),
  ...Object.values(ICT_COLUMNS),
];

/** players_raw.csv `team` -> `team_code` (the club's permanent code), for seasons without teams.csv. */
export function teamCodesById(table: CsvTable): Map<number, number> {
  const f = new Fields(table);
  f.require(['team', 'team_code']);
  const codes = new Map<number, number>();
  for (const rec of table.records) codes.set(f.int(rec, 'team'), f.int(rec, 'team_code'));
  return codes;
}

/**
 * players_raw.csv is the season's final bootstrap `elements` table: one row per player with season
 * totals. `now_cost` is the end-of-season price and `cost_change_start` the change since the
 * season started, so the start price is their difference (both in tenths of a million).
 */
export function mapPlayers(table: CsvTable, season: string, teams: TeamsById): HistoricalPlayerRow[] {
  const f = new Fields(table);
  f.require(REQUIRED);
  const seen = new Set<number>();
  return table.records.map((rec) => {
    const id = f.uniqueId(rec, seen, 'player');
    seen.add(id);
    const teamId = f.int(rec, 'team');
    const team = teams.get(teamId);
    if (!team) throw f.error(rec, 'team', `refers to unknown team ${teamId}`);
    const elementType = f.int(rec, 'element_type');
    const position = positionName(elementType);
    if (position === undefined) throw f.error(rec, 'element_type', `is not a known position: ${elementType}`);
    const endCost = f.int(rec, 'now_cost');
    return {
      season,
      playerId: id,
      code: f.optInt(rec, 'code'),
      firstName: f.text(rec, 'first_name'),
      secondName: f.text(rec, 'second_name'),
      webName: f.text(rec, 'web_name'),
      teamId,
      teamName: team.name,
      teamShortName: team.shortName,
      elementType,
      positionName: position,
      startCost: endCost - f.int(rec, 'cost_change_start'),
      endCost,
      totalPoints: f.int(rec, 'total_points'),
      ...countingStats(f, rec),
      expectedGoals: f.optFloat(rec, 'expected_goals'),
      expectedAssists: f.optFloat(rec, 'expected_assists'),
      selectedByPercent: f.optFloat(rec, 'selected_by_percent'),
    };
  });
}

/** The stats players_raw.csv and merged_gw.csv share under the same column names. */
export function countingStats(f: Fields, rec: CsvRecord) {
  // Written out (not looped over COUNTING_COLUMNS) so every row object has one shape: this runs
  // for a quarter of a million rows.
  return {
    minutes: f.int(rec, 'minutes'),
    goalsScored: f.int(rec, 'goals_scored'),
    assists: f.int(rec, 'assists'),
    cleanSheets: f.int(rec, 'clean_sheets'),
    goalsConceded: f.int(rec, 'goals_conceded'),
    ownGoals: f.int(rec, 'own_goals'),
    penaltiesSaved: f.int(rec, 'penalties_saved'),
    penaltiesMissed: f.int(rec, 'penalties_missed'),
    yellowCards: f.int(rec, 'yellow_cards'),
    redCards: f.int(rec, 'red_cards'),
    saves: f.int(rec, 'saves'),
    bonus: f.int(rec, 'bonus'),
    bps: f.int(rec, 'bps'),
    influence: f.float(rec, 'influence'),
    creativity: f.float(rec, 'creativity'),
    threat: f.float(rec, 'threat'),
    ictIndex: f.float(rec, 'ict_index'),
  };
}
