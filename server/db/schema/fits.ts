import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: one type for the readers.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// The latest fit of each model (server/services/fits/fit-store.ts), kept across restarts: `fingerprint`
// names the data it was fitted on (the current season's data version and the imported seasons), and
// `value` is the fit serialised by node:v8 (Maps and typed arrays included).
export const fittedModels = pgTable('fitted_models', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  value: bytes('value').notNull(),
  fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull(),
});
