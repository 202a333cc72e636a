/** engine/predictions: its public face; code outside engine/ imports the model from here. */
export * from './predicted-rows';
export * from './scoreline-figures';
export * from './set-targets';
export * from './shown-scorelines';
