import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Background work done once across instances on one database (server/jobs/once.ts): the instance
// holding a job's lease runs it and renews the lease while it works; a lease not renewed in time
// (its holder crashed) is taken over. `done_key` says for which data the job last finished, so the
// other instances read its result instead of running it again.
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  doneKey: text('done_key'),
  doneAt: timestamp('done_at', { withTimezone: true }),
});
