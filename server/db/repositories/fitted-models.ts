import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { fittedModels } from '../schema/index';

/** The latest stored fit of each model (one row per model name). */
export function fittedModelsRepository(db: Database) {
  return {
    async read(name: string): Promise<{ fingerprint: string; value: Buffer } | null> {
      // As base64 text, decoded here: PGlite parses a bytea answer byte by byte in JavaScript, which
      // took 3 s for the 2 MB share outlook after a restart; text arrives at once (about 100 ms).
      const rows = await db
        .select({
          fingerprint: fittedModels.fingerprint,
          base64: sql<string>`encode(${fittedModels.value}, 'base64')`,
        })
        .from(fittedModels)
        .where(eq(fittedModels.name, name));
      const row = rows[0];
      return row ? { fingerprint: row.fingerprint, value: Buffer.from(row.base64, 'base64') } : null;
    },
    async write(name: string, fingerprint: string, value: Buffer, fittedAt: Date): Promise<void> {
      // As base64 text too: PGlite writes a bytea parameter as hex, byte by byte in JavaScript
      // (100-350 ms of event loop for a stored fit at a cold start); text goes across at once.
      const row = { fingerprint, value: sql`decode(${value.toString('base64')}, 'base64')`, fittedAt };
      await db
        .insert(fittedModels)
        .values({ name, ...row })
        .onConflictDoUpdate({ target: fittedModels.name, set: row });
    },
  };
}
export type FittedModelsRepository = ReturnType<typeof fittedModelsRepository>;
