import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
