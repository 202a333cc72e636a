/** engine/match-context: its public face; code outside engine/ imports the model from here. */
export * from './adjust-rates';
export * from './club-tiers';
export * from './conditions';
export * from './facts';
export * from './injuries';
export * from './match-context';
export * from './measured';
