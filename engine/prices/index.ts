/** engine/prices: its public face; code outside engine/ imports the model from here. */
export * from './backtest';
export * from './changes';
export * from './honest/calibration';
export * from './honest/evaluate';
export * from './honest/fitted-model';
export * from './honest/rows';
export * from './honest/stored-model';
export * from './honest/test-model';
export * from './model';
export * from './net-transfers';
export * from './official';
export * from './official-backtest';
export * from './predict';
export * from './scores';
