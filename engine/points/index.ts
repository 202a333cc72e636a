/** engine/points: its public face; code outside engine/ imports the model from here. */
export * from './history';
export * from './minutes-model';
export * from './mover-minutes';
export * from './origin';
export * from './player-rates';
export * from './project';
export * from './scoring-rules';
