// The database schema, one module per area. drizzle.config.ts points drizzle-kit at this file.
export * from './watchlist';
export * from './prices';
export * from './past-seasons';
export * from './admin';
export * from './matches';
export * from './admin-auth';
export * from './limits';
export * from './jobs';
export * from './fits';
