import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Admin sign-in (decision record 0006). The password is kept only as a salted scrypt hash
// (`scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, base64url parts); a configured ADMIN_PASSWORD or
// ADMIN_PASSWORD_HASH takes precedence and is never written here.
export const adminCredentials = pgTable('admin_credentials', {
  name: text('name').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Signed-in sessions. The cookie holds a random 32-byte token; only its SHA-256 is stored, so a
// copy of the database signs nobody in. Expired rows are refused and deleted. A session belongs to
// the password it was signed in with (`credential_hash`, the scrypt form in force then): a new
// password ends it. Rows from before this column match no password, so they ended with it.
export const adminSessions = pgTable('admin_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  adminName: text('admin_name').notNull(),
  credentialHash: text('credential_hash').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
