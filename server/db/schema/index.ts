// The database schema, one module per area. drizzle.config.ts points drizzle-kit at this folder.
export * from './users';
