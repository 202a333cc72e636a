/** engine/optimiser: its public face; code outside engine/ imports the model from here. */
export * from './evaluate';
export * from './model';
export * from './moves';
export * from './pool';
export * from './rules';
export * from './solution';
export * from './start';
export * from './types';
export * from './score';
export * from './selling';
