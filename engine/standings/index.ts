/** engine/standings: its public face; code outside engine/ imports the model from here. */
export * from './backtest';
export * from './simulate';
export * from './table';
