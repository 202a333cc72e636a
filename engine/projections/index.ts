/** engine/projections: its public face; code outside engine/ imports the model from here. */
export * from './match-rows';
export * from './season-matches';
export * from './team-tables';
