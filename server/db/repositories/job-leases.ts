import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../client';
import { jobLeases } from '../schema/index';

export type JobLeaseRow = typeof jobLeases.$inferSelect;

/**
 * Leases of background jobs (schema/jobs.ts). Each method is one statement, so two instances asking
 * at once get one answer each from the database: exactly one of them acquires a free lease.
 */
export function jobLeasesRepository(db: Database) {
  return {
    async state(name: string): Promise<JobLeaseRow | undefined> {
      const rows = await db.select().from(jobLeases).where(eq(jobLeases.name, name));
      return rows[0];
    },

    /** Takes the lease when nobody holds it, its holder's time ran out, or `holder` holds it already. */
    async tryAcquire(name: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
      const until = new Date(now.getTime() + leaseMs);
      const rows = await db
        .insert(jobLeases)
        .values({ name, holder, leaseUntil: until })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { holder, leaseUntil: until },
          setWhere: or(lt(jobLeases.leaseUntil, now), eq(jobLeases.holder, holder)),
        })
        .returning({ holder: jobLeases.holder });
      return rows[0]?.holder === holder;
    },

    /** Extends the lease while `holder` still holds it; false when another instance took it over. */
    async renew(name: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(jobLeases)
        .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
        .returning({ name: jobLeases.name });
      return rows.length > 0;
    },

    /** Records that the job finished for `doneKey` and frees the lease at once. */
    async complete(name: string, holder: string, doneKey: string, now: Date): Promise<void> {
      await db
        .update(jobLeases)
        .set({ doneKey, doneAt: now, leaseUntil: now })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
    },

    /** Frees the lease without recording a finish (the job failed; another attempt may follow). */
    async release(name: string, holder: string, now: Date): Promise<void> {
      await db
        .update(jobLeases)
        .set({ leaseUntil: now })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
    },
  };
}
export type JobLeasesRepository = ReturnType<typeof jobLeasesRepository>;
