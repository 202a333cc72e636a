/** engine/live: its public face; code outside engine/ imports the model from here. */
export * from './auto-subs';
export * from './gameweek-points';
export * from './league-rank';
export * from './players';
