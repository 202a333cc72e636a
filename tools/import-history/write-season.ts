import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../server/db/client';
import type { SeasonMeta, SeasonRow } from '../../server/db/repositories/history';
import { historicalPlayers, playerGameweeks, seasons } from '../../server/db/schema/history';
import type { HistoricalPlayerRow, PlayerGameweekRow } from './rows';

type Executor = Pick<Database, 'execute'>;

// One JSON parameter carries this many rows; 5,000 gameweek rows are about 3 MB of JSON.
const CHUNK = 5000;

/**
 * Replaces a season in one transaction, like historyRepository(db).replaceSeason (same tables,
 * same result), but inserts through `json_populate_recordset`: one text parameter per 5,000 rows.
 * Drizzle's multi-row INSERT builds a bound parameter per value and spends ~25 s of CPU per season
 * doing it (238k rows x 38 columns for the ten seasons); this way the ten seasons import in well
 * under a minute.
 */
export function writeSeason(
  db: Database,
  season: string,
  players: readonly HistoricalPlayerRow[],
  gameweeks: readonly PlayerGameweekRow[],
  meta: SeasonMeta,
): Promise<SeasonRow> {
  return db.transaction(async (tx) => {
    await tx.delete(playerGameweeks).where(eq(playerGameweeks.season, season));
    await tx.delete(historicalPlayers).where(eq(historicalPlayers.season, season));
    await bulkInsert(tx, historicalPlayers, players);
    await bulkInsert(tx, playerGameweeks, gameweeks);
    const record = {
      importedAt: new Date(),
      source: meta.source,
      playerCount: players.length,
      gameweekRows: gameweeks.length,
    };
    const [row] = await tx
      .insert(seasons)
      .values({ label: season, ...record })
      .onConflictDoUpdate({ target: seasons.label, set: record })
      .returning();
    if (!row) throw new Error(`no seasons row returned for ${season}`);
    return row;
  });
}

/**
 * INSERT ... SELECT from a JSON array of rows keyed by column name. The table's own row type does
 * the casting, so values keep exactly the types a normal insert gives them; a key the row lacks is
 * NULL (and a NOT NULL column then fails the insert). Serial columns are left to their default.
 */
export async function bulkInsert(
  db: Executor,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).filter(([, c]) => c.columnType !== 'PgSerial');
  const list = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) out[column.name] = row[key] ?? null;
      return out;
    });
    try {
      await db.execute(
        sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
      );
    } catch (err) {
      // Drizzle's error message quotes the statement with its parameter: megabytes of JSON. The
      // database's own message (the cause) says what is wrong.
      const reason = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
      throw new Error(
        `${getTableName(table)}: inserting rows ${i + 1}-${i + chunk.length} failed: ${reason}`,
        {
          cause: err,
        },
      );
    }
  }
}
