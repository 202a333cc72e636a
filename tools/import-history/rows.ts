import { positionCode } from '@contracts/game/positions';
import type { historicalPlayers, playerGameweeks } from '../../server/db/schema/past-seasons';

/** Rows in the shape the history tables take them (the gameweek id is assigned by the database). */
export type HistoricalPlayerRow = typeof historicalPlayers.$inferInsert;
export type PlayerGameweekRow = Omit<typeof playerGameweeks.$inferInsert, 'id'>;

/** FPL `element_types`: id -> singular_name_short, with type 5, the 2024-25 assistant manager. */
export const positionName = (elementType: number): string | undefined =>
  positionCode(elementType) ?? (elementType === 5 ? 'AM' : undefined);

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
