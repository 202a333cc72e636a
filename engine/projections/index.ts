/** engine/projections: its public face; code outside engine/ imports the model from here. */
export * from './season-matches';
