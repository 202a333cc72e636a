import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { fittedModels } from '../schema/index';

/** The latest stored fit of each model (one row per model name). */
export function fittedModelsRepository(db: Database) {
  return {
    async read(name: string): Promise<{ fingerprint: string; value: Buffer } | null> {
      const rows = await db
        .select({ fingerprint: fittedModels.fingerprint, value: fittedModels.value })
        .from(fittedModels)
        .where(eq(fittedModels.name, name));
      return rows[0] ?? null;
    },
    async write(name: string, fingerprint: string, value: Buffer, fittedAt: Date): Promise<void> {
      const row = { fingerprint, value, fittedAt };
      await db
        .insert(fittedModels)
        .values({ name, ...row })
        .onConflictDoUpdate({ target: fittedModels.name, set: row });
    },
  };
}
export type FittedModelsRepository = ReturnType<typeof fittedModelsRepository>;
