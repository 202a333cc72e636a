/** engine/match-model: its public face; code outside engine/ imports the model from here. */
export * from './assists';
export * from './backtest-summary';
export * from './fit';
export * from './forecast';
export * from './played-match';
export * from './promoted-prior';
export * from './rolling-origin';
