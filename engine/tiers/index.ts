/** engine/tiers: its public face; code outside engine/ imports the model from here. */
export * from './club-tiers';
export * from './data-tiers';
export * from './default-settings';
export * from './tiers';
export * from './top-teams';
