import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { adminSettings } from '../schema/index';
import { onlyRow } from './only-row';

export type AdminSettingRow = typeof adminSettings.$inferSelect;

/** Admin model settings: one JSON document per kind. */
export function settingsRepository(db: Database) {
  return {
    async get(kind: string): Promise<AdminSettingRow | undefined> {
      const rows = await db.select().from(adminSettings).where(eq(adminSettings.kind, kind));
      return rows[0];
    },

    /** Creates or replaces the document of `kind` and returns the stored row. */
    async put(kind: string, value: unknown, updatedBy = 'admin'): Promise<AdminSettingRow> {
      const now = new Date();
      const rows = await db
        .insert(adminSettings)
        .values({ kind, value, updatedBy, updatedAt: now })
        .onConflictDoUpdate({ target: adminSettings.kind, set: { value, updatedBy, updatedAt: now } })
        .returning();
      return onlyRow(rows);
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
