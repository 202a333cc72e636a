/** engine/shares: its public face; code outside engine/ imports the model from here. */
export * from './appearances';
export * from './backtest';
export * from './mover-factor';
export * from './projection';
export * from './share-model';
