export * from './bootstrap';
export * from './fixtures';
export * from './entry';
export * from './leagues';
export * from './element';
