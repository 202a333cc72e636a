/** engine/fixture-difficulty: its public face; code outside engine/ imports the model from here. */
export * from './fdr-grid';
export * from './gameweeks';
