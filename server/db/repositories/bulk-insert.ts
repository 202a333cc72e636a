import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

type Executor = Pick<Database, 'execute'>;

/**
 * Rows carried by one JSON parameter (1,000 gameweek rows are about 600 KB of JSON). Embedded PGlite
 * runs each statement on the server's own thread, so the chunk bounds how long a background import
 * holds up a request: smaller chunks cost little throughput and keep each statement short.
 */
export const BULK_CHUNK = 1000;

export interface BulkInsertOptions {
  /** Skip rows that collide with a stored row on these columns (ON CONFLICT DO NOTHING). */
  skipConflictsOn?: readonly PgColumn[];
  /**
   * Send every chunk at once instead of one after the other (they still run in order, on one
   * connection): for a transaction of a background job's process, whose statements run in the
   * server's (server/jobs/preparation/db-bridge.ts), so that the job prepares its next rows while
   * the server stores these, instead of each waiting for the other.
   */
  queued?: boolean;
}

/**
 * INSERT ... SELECT from a JSON array of rows keyed by column name, one text parameter per 5,000
 * rows. Drizzle's multi-row INSERT binds one parameter per value and spent ~25 s of CPU per season
 * building them (238k gameweek rows x 38 columns for ten seasons); this imports the ten real
 * seasons in well under a minute. The table's own row type does the casting, so values keep exactly
 * the types a normal insert gives them; a key a row lacks is NULL (a NOT NULL column then fails the
 * insert). Serial columns are left to their default. Returns how many rows were inserted.
 */
export async function bulkInsert(
  db: Executor,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  opts: BulkInsertOptions = {},
): Promise<number> {
  const columns = Object.entries(getTableColumns(table)).filter(([, c]) => c.columnType !== 'PgSerial');
  const list = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  const onConflict = opts.skipConflictsOn
    ? sql.raw(` on conflict (${opts.skipConflictsOn.map((c) => `"${c.name}"`).join(', ')}) do nothing`)
    : sql.empty();
  const insert = async (i: number): Promise<number> => {
    const chunk = rows.slice(i, i + BULK_CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) out[column.name] = row[key] ?? null;
      return out;
    });
    try {
      const result = await db.execute(
        sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)${onConflict}`,
      );
      return affectedRows(result);
    } catch (err) {
      // Drizzle's message quotes the statement with its parameter (megabytes of JSON); the database's
      // own error, kept as the cause, says what is wrong.
      const dbError = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const reason = dbError instanceof Error ? dbError.message : String(dbError);
      throw new Error(
        `${getTableName(table)}: inserting rows ${i + 1}-${i + chunk.length} failed: ${reason}`,
        {
          cause: dbError,
        },
      );
    }
  };
  const starts = Array.from({ length: Math.ceil(rows.length / BULK_CHUNK) }, (_, k) => k * BULK_CHUNK);
  // Queued: the first failure (the chunks run in order) is the one reported.
  if (opts.queued) return (await Promise.all(starts.map(insert))).reduce((a, b) => a + b, 0);
  let inserted = 0;
  for (const i of starts) inserted += await insert(i);
  return inserted;
}

// node-postgres reports rowCount, PGlite affectedRows.
function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
