import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Model settings edited on the admin screens, one JSON document per kind (e.g. 'goal-scored',
// 'upset-config', 'clean-sheet', 'goals-against', 'assist', 'match', 'unified'). The shape of each
// value is validated by its contract, not by the database.
export const adminSettings = pgTable('admin_settings', {
  kind: text('kind').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  updatedBy: text('updated_by').notNull().default('admin'),
});

// Scheduled jobs claim (job, run_key) before working, e.g. ('daily-prices', '2025-01-31'), so a
// restart or a second instance does not repeat a run.
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runKey: text('run_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    detail: jsonb('detail'),
  },
  (t) => [
    primaryKey({ columns: [t.job, t.runKey] }),
    check('job_runs_status', sql`${t.status} IN ('running', 'succeeded', 'failed')`),
  ],
);
