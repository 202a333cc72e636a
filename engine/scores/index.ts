/** engine/scores: its public face; code outside engine/ imports the model from here. */
export * from './as-of';
export * from './captain-expected';
export * from './captain-score';
export * from './label-backtest';
export * from './parts';
export * from './player';
export * from './reference-sweep';
export * from './transfer-score';
