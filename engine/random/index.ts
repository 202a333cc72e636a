/** engine/random: its public face; code outside engine/ imports the model from here. */
export * from './stream';
