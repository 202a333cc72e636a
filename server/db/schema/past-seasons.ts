import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// Past seasons imported from the vaastav CSVs. player_id is the id of that season (ids are reused
// between seasons); code is FPL's stable player code, which links a player across seasons.

// Per-match counting stats shared by the season totals and the per-gameweek rows.
const countingStats = () => ({
  minutes: integer('minutes').notNull(),
  goalsScored: integer('goals_scored').notNull(),
  assists: integer('assists').notNull(),
  cleanSheets: integer('clean_sheets').notNull(),
  goalsConceded: integer('goals_conceded').notNull(),
  ownGoals: integer('own_goals').notNull(),
  penaltiesSaved: integer('penalties_saved').notNull(),
  penaltiesMissed: integer('penalties_missed').notNull(),
  yellowCards: integer('yellow_cards').notNull(),
  redCards: integer('red_cards').notNull(),
  saves: integer('saves').notNull(),
  bonus: integer('bonus').notNull(),
  bps: integer('bps').notNull(),
  influence: real('influence').notNull(),
  creativity: real('creativity').notNull(),
  threat: real('threat').notNull(),
  ictIndex: real('ict_index').notNull(),
  // Expected stats exist only from 2022-23 on, and are NULL in the gameweeks where the source
  // carries zeros instead of measurements (2022-23 gameweeks 1-15).
  expectedGoals: real('expected_goals'),
  expectedAssists: real('expected_assists'),
});

export const historicalPlayers = pgTable(
  'historical_players',
  {
    season: text('season').notNull(),
    playerId: integer('player_id').notNull(),
    code: integer('code'),
    firstName: text('first_name').notNull(),
    secondName: text('second_name').notNull(),
    webName: text('web_name').notNull(),
    teamId: integer('team_id').notNull(),
    teamName: text('team_name').notNull(),
    teamShortName: text('team_short_name').notNull(),
    elementType: integer('element_type').notNull(),
    positionName: text('position_name').notNull(),
    startCost: integer('start_cost').notNull(),
    endCost: integer('end_cost').notNull(),
    totalPoints: integer('total_points').notNull(),
    ...countingStats(),
    selectedByPercent: real('selected_by_percent'),
  },
  (t) => [primaryKey({ columns: [t.season, t.playerId] }), index('historical_players_code_idx').on(t.code)],
);

// One row per player per fixture (merged_gw.csv). A double gameweek gives two rows with the same
// gameweek, so the gameweek alone is not a key. (season, player_id, gameweek, fixture_id) is unique
// in every vaastav season 2016-17..2025-26; fixture_id alone is not: 2019-20 fixture 275 appears in
// GW29 (postponed, 0 minutes) and again in GW39. fixture_id is present in every season, so it is
// NOT NULL (a nullable column would let NULL rows escape the unique constraint). Upstream 2025-26
// contains 10 byte-identical duplicate rows; the importer must drop exact duplicates.
export const playerGameweeks = pgTable(
  'player_gameweeks',
  {
    id: serial('id').primaryKey(),
    season: text('season').notNull(),
    playerId: integer('player_id').notNull(),
    gameweek: integer('gameweek').notNull(),
    fixtureId: integer('fixture_id').notNull(),
    opponentTeamId: integer('opponent_team_id').notNull(),
    wasHome: boolean('was_home').notNull(),
    kickoffTime: timestamp('kickoff_time', { withTimezone: true }),
    // The club he played for in this fixture (the side given by was_home), not his end-of-season
    // club: they differ for January movers. The season's team id and the game's stable team code.
    // NULL only on rows imported before these columns existed, until the season is imported again.
    teamId: integer('team_id'),
    club: integer('club'),
    ...countingStats(),
    expectedGoalInvolvements: real('expected_goal_involvements'),
    expectedGoalsConceded: real('expected_goals_conceded'),
    starts: integer('starts'),
    // The game's own expected points for the fixture (column xP, from 2020-21 on): the benchmark
    // of the points backtest. NULL before 2020-21.
    expectedPoints: real('expected_points'),
    // Clearances, blocks, interceptions and tackles (plus recoveries for midfielders and forwards):
    // scored from 2025-26 on, recorded from then on, NULL before.
    defensiveContribution: integer('defensive_contribution'),
    value: integer('value').notNull(),
    selected: integer('selected').notNull(),
    transfersIn: integer('transfers_in').notNull(),
    transfersOut: integer('transfers_out').notNull(),
    transfersBalance: integer('transfers_balance').notNull(),
    teamHScore: integer('team_h_score'),
    teamAScore: integer('team_a_score'),
    totalPoints: integer('total_points').notNull(),
  },
  (t) => [
    unique('player_gameweeks_season_player_gw_fixture_uq').on(t.season, t.playerId, t.gameweek, t.fixtureId),
    index('player_gameweeks_season_gameweek_idx').on(t.season, t.gameweek),
  ],
);

// One row per imported season; written last in the import transaction, so its presence means the
// season's players and gameweeks are complete.
export const seasons = pgTable('seasons', {
  label: text('label').primaryKey(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  source: text('source').notNull(),
  playerCount: integer('player_count').notNull(),
  gameweekRows: integer('gameweek_rows').notNull(),
  /** 'real' (recorded game data) or 'demo' (invented by tools/demo-season): a real season is never replaced by a demo one. */
  origin: text('origin', { enum: ['real', 'demo'] })
    .notNull()
    .default('real'),
});

// Each imported season's player rows as the points and share models read them, as one compact JSON
// text (server/db/repositories/past-row-copies.ts): a cold start reads three of these instead of the
// rows themselves, a fifth of the time PGlite, which runs on the server's event loop, spends on them.
// Written in the season's import transaction, so it always holds what the rows hold; `format` names
// the columns it was built with (a copy of other columns is built again on read).
export const pastRowCopies = pgTable('past_row_copies', {
  season: text('season').primaryKey(),
  format: text('format').notNull(),
  body: text('body').notNull(),
});
