import type { historicalPlayers, playerGameweeks } from '../../server/db/schema/past-seasons';

/** Rows in the shape the history tables take them (the gameweek id is assigned by the database). */
export type HistoricalPlayerRow = typeof historicalPlayers.$inferInsert;
export type PlayerGameweekRow = Omit<typeof playerGameweeks.$inferInsert, 'id'>;

/** FPL `element_types`: id -> singular_name_short. Type 5 is the 2024-25 assistant manager. */
export const POSITION_NAMES: Readonly<Record<number, string>> = {
  1: 'GKP',
  2: 'DEF',
  3: 'MID',
  4: 'FWD',
  5: 'AM',
};

/** Counting stats present under the same column names in players_raw.csv and merged_gw.csv. */
export const COUNTING_COLUMNS = {
  minutes: 'minutes',
  goalsScored: 'goals_scored',
  assists: 'assists',
  cleanSheets: 'clean_sheets',
  goalsConceded: 'goals_conceded',
  ownGoals: 'own_goals',
  penaltiesSaved: 'penalties_saved',
  penaltiesMissed: 'penalties_missed',
  yellowCards: 'yellow_cards',
  redCards: 'red_cards',
  saves: 'saves',
  bonus: 'bonus',
  bps: 'bps',
} as const;

export const ICT_COLUMNS = {
  influence: 'influence',
  creativity: 'creativity',
  threat: 'threat',
  ictIndex: 'ict_index',
} as const;
