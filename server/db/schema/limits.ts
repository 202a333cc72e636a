import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Hits counted against a limit (admin sign-in attempts, anonymous writes), one row each, so every
// instance on one database sees the same count (README, "Deployment"). A key names the limit and
// the client (`sign-in:203.0.113.9`, `write-ip:...`, `write-owner:...`); rows older than the limit's
// window are deleted whenever that key is counted again.
export const limitHits = pgTable(
  'limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_hits_key_at').on(t.key, t.at)],
);
