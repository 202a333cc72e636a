import { eq, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../client';
import { adminCredentials, adminSessions } from '../schema/index';

export type AdminSessionRow = typeof adminSessions.$inferSelect;

/** The admin's stored password hash and signed-in sessions (tokens stored hashed). */
export function adminAuthRepository(db: Database) {
  return {
    async passwordHash(name: string): Promise<string | undefined> {
      const rows = await db.select().from(adminCredentials).where(eq(adminCredentials.name, name));
      return rows[0]?.passwordHash;
    },

    /**
     * Stores the hash unless one is already stored, and returns the hash in force: when two
     * processes start on one database at once, both end up with the first one's password.
     */
    async storePasswordHashOnce(name: string, passwordHash: string): Promise<string> {
      await db.insert(adminCredentials).values({ name, passwordHash }).onConflictDoNothing();
      const stored = await this.passwordHash(name);
      if (stored === undefined) throw new Error('the admin credential was not stored');
      return stored;
    },

    async createSession(row: AdminSessionRow): Promise<void> {
      await db.insert(adminSessions).values(row);
    },

    async session(tokenHash: string): Promise<AdminSessionRow | undefined> {
      const rows = await db.select().from(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
      return rows[0];
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    },

    /** The passwords (hashes) that unexpired sessions were signed in with; a few at most. */
    async sessionCredentials(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ credentialHash: adminSessions.credentialHash })
        .from(adminSessions)
        .where(gt(adminSessions.expiresAt, now))
        .limit(limit);
      return rows.map((row) => row.credentialHash);
    },

    /** Ends the sessions signed in with any other password than `credentialHash`. */
    async deleteSessionsOfOtherCredentials(credentialHash: string): Promise<void> {
      await db.delete(adminSessions).where(ne(adminSessions.credentialHash, credentialHash));
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(adminSessions).where(lte(adminSessions.expiresAt, now));
    },
  };
}
export type AdminAuthRepository = ReturnType<typeof adminAuthRepository>;
