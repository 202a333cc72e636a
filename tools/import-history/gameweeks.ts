import type { CsvRecord, CsvTable } from './csv';
import { ImportError } from './errors';
import { Fields } from './fields';
import type { FixtureTeams } from './fixtures';
import { nameMatchesPlayer } from './names';
import { countingStats } from './players-csv';
import { COUNTING_COLUMNS, ICT_COLUMNS, type PlayerGameweekRow } from './rows';
import type { TeamsById } from './teams';

const REQUIRED = [
  'name',
  'element',
  'fixture',
  'opponent_team',
  'was_home',
  'total_points',
  'value',
  'selected',
  'transfers_in',
  'transfers_out',
  'transfers_balance',
  'GW',
  ...Object.values(COUNTING_COLUMNS),
  ...Object.values(ICT_COLUMNS),
];

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?Z$/;

export interface GameweekContext {
  season: string;
  teams: TeamsById;
  players: ReadonlyMap<number, { id: number; firstName: string; secondName: string }>;
  /** From fixtures.csv when the season has one. */
  fixtures?: ReadonlyMap<number, FixtureTeams>;
}

export interface GameweekMapping {
  rows: PlayerGameweekRow[];
  /** Rows repeated byte for byte (upstream 2025-26 has 10); only the first copy is kept. */
  duplicatesDropped: number;
  /** Disagreements with players_raw.csv names or fixtures.csv that do not stop the import. */
  warnings: string[];
}

/**
 * merged_gw.csv: one row per player per fixture, so a double gameweek gives two rows with the same
 * `GW`. Gameweek numbers are kept as the file has them: 2019-20 numbers its post-COVID restart
 * 39-47 (no 30-38) and 2022-23 has no GW7, exactly as FPL numbered them at the time.
 */
export function mapGameweeks(table: CsvTable, ctx: GameweekContext): GameweekMapping {
  const f = new Fields(table);
  f.require(REQUIRED);
  const rows: PlayerGameweekRow[] = [];
  const firstByKey = new Map<string, CsvRecord>();
  const warnings: string[] = [];
  const namesChecked = new Set<string>();
  let duplicatesDropped = 0;
  for (const rec of table.records) {
    const playerId = f.int(rec, 'element');
    const gameweek = f.int(rec, 'GW');
    const fixtureId = f.int(rec, 'fixture');
    const key = `${playerId}/${gameweek}/${fixtureId}`;
    const first = firstByKey.get(key);
    if (first) {
      if (!sameValues(first, rec)) {
        throw new ImportError(
          table.file,
          rec.line,
          `second, different row for player ${playerId} in GW${gameweek} fixture ${fixtureId} (first at line ${first.line})`,
        );
      }
      duplicatesDropped++;
      continue;
    }
    firstByKey.set(key, rec);
    const player = ctx.players.get(playerId);
    if (!player) throw f.error(rec, 'element', `refers to player ${playerId}, who is not in players_raw.csv`);
    const name = f.text(rec, 'name');
    const nameKey = `${playerId}/${name}`;
    // Each player's name repeats on every row: compare each distinct spelling once.
    if (!namesChecked.has(nameKey)) {
      namesChecked.add(nameKey);
      if (!nameMatchesPlayer(name, player)) {
        warnings.push(
          `${table.file}:${rec.line}: name "${name}" differs from players_raw.csv player ${playerId} (${player.firstName} ${player.secondName})`,
        );
      }
    }
    const opponentTeamId = f.int(rec, 'opponent_team');
    if (!ctx.teams.has(opponentTeamId))
      throw f.error(rec, 'opponent_team', `refers to unknown team ${opponentTeamId}`);
    const wasHome = f.bool(rec, 'was_home');
    const fixture = ctx.fixtures?.get(fixtureId);
    if (ctx.fixtures && (!fixture || (wasHome ? fixture.away : fixture.home) !== opponentTeamId)) {
      warnings.push(
        `${table.file}:${rec.line}: fixture ${fixtureId} against team ${opponentTeamId} is not in fixtures.csv`,
      );
    }
    rows.push({
      season: ctx.season,
      playerId,
      gameweek,
      fixtureId,
      opponentTeamId,
      wasHome,
      kickoffTime: kickoff(f, rec),
      ...countingStats(f, rec),
      expectedGoals: f.optFloat(rec, 'expected_goals'),
      expectedAssists: f.optFloat(rec, 'expected_assists'),
      expectedGoalInvolvements: f.optFloat(rec, 'expected_goal_involvements'),
      expectedGoalsConceded: f.optFloat(rec, 'expected_goals_conceded'),
      starts: f.optInt(rec, 'starts'),
      expectedPoints: f.optFloat(rec, 'xP'),
      defensiveContribution: f.optInt(rec, 'defensive_contribution'),
      value: f.int(rec, 'value'),
      selected: f.int(rec, 'selected'),
      transfersIn: f.int(rec, 'transfers_in'),
      transfersOut: f.int(rec, 'transfers_out'),
      transfersBalance: f.int(rec, 'transfers_balance'),
      teamHScore: f.optInt(rec, 'team_h_score'),
      teamAScore: f.optInt(rec, 'team_a_score'),
      totalPoints: f.int(rec, 'total_points'),
    });
  }
  return { rows, duplicatesDropped, warnings };
}

function kickoff(f: Fields, rec: CsvRecord): Date | null {
  const text = f.optText(rec, 'kickoff_time');
  if (text === null) return null;
  if (!ISO_UTC.test(text)) throw f.error(rec, 'kickoff_time', `is not an ISO-8601 UTC time: "${text}"`);
  return new Date(text);
}

function sameValues(a: CsvRecord, b: CsvRecord): boolean {
  return a.values.length === b.values.length && a.values.every((v, i) => v === b.values[i]);
}
