/** engine/past-seasons: its public face; code outside engine/ imports the model from here. */
export * from './historical-multiplier';
