import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { limitHits } from '../schema/index';

export interface SlidingLimit {
  /** Hits allowed per key within any window of `windowMs`. */
  max: number;
  windowMs: number;
}

export type Reservation = { allowed: true; hitIds: number[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Sliding-window limits kept in the database, so they hold whichever instance answers. `reserve`
 * counts a hit for every key at once or for none: in one transaction that first takes an advisory
 * lock per key (so concurrent reservations of one key queue, on PostgreSQL as on PGlite), it refuses
 * when any key already has `max` hits in the window, and otherwise records one hit per key. The hit is
 * taken before the work it limits (a password check), so a burst cannot slip past the count.
 */
export function limitHitsRepository(db: Database) {
  return {
    async reserve(keys: readonly string[], limit: SlidingLimit, now: Date): Promise<Reservation> {
      const sorted = [...new Set(keys)].sort();
      const cutoff = new Date(now.getTime() - limit.windowMs);
      return db.transaction(async (tx) => {
        // Sorted, so two reservations of overlapping keys take their locks in one order.
        for (const key of sorted)
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`limit:${key}`}, 0))`);
        await tx.delete(limitHits).where(and(inArray(limitHits.key, sorted), lte(limitHits.at, cutoff)));
        let retryAtMs = 0;
        for (const key of sorted) {
          const recent = await tx
            .select({ at: limitHits.at })
            .from(limitHits)
            .where(eq(limitHits.key, key))
            .orderBy(asc(limitHits.at));
          if (recent.length < limit.max) continue;
          // Free again when enough of the oldest hits have left the window.
          const freeing = recent[recent.length - limit.max];
          retryAtMs = Math.max(retryAtMs, (freeing?.at.getTime() ?? 0) + limit.windowMs);
        }
        if (retryAtMs > 0) {
          const retryAfterSeconds = Math.max(1, Math.ceil((retryAtMs - now.getTime()) / 1000));
          return { allowed: false, retryAfterSeconds } as const;
        }
        const rows = await tx
          .insert(limitHits)
          .values(sorted.map((key) => ({ key, at: now })))
          .returning({ id: limitHits.id });
        return { allowed: true, hitIds: rows.map((r) => r.id) } as const;
      });
    },

    /** Forgets every hit of `key` (a successful sign-in clears its address's failures). */
    async clear(key: string): Promise<void> {
      await db.delete(limitHits).where(eq(limitHits.key, key));
    },
  };
}
export type LimitHitsRepository = ReturnType<typeof limitHitsRepository>;
