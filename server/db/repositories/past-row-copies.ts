import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { pastRowCopies, playerGameweeks } from '../schema/index';
import { readInSlices } from './past-slices';

/**
 * A season's player rows as one compact JSON text: one array per column, the rows by gameweek and
 * then as imported, so the same rows read the same way on every call. Reading the rows themselves cost PGlite,
 * which answers on the server's event loop, 0.5 s at a cold start for three seasons (57 queries of a
 * few gameweeks each, most of it reading the table's pages); reading three copies 0.04-0.08 s, half
 * of it parsing (measured on the recorded 2022-23 to 2024-25 seasons).
 */

const g = playerGameweeks;

/** The columns a copy holds, in order: what the points and share models read of a row. */
export const COPY_COLUMNS = [
  g.season,
  g.playerId,
  g.fixtureId,
  g.teamId,
  g.gameweek,
  g.wasHome,
  g.minutes,
  g.goalsScored,
  g.assists,
  g.expectedGoals,
  g.expectedAssists,
  g.saves,
  g.bonus,
  g.yellowCards,
  g.redCards,
  g.ownGoals,
  g.defensiveContribution,
  g.totalPoints,
  g.expectedPoints,
] as const;

/** Names the column list: a copy built with other columns is built again, with no number to bump. */
export const COPY_FORMAT = createHash('sha256')
  .update(COPY_COLUMNS.map((c) => c.name).join(','))
  .digest('hex')
  .slice(0, 16);

type Executor = Pick<Database, 'execute'>;

/** A few gameweeks' rows as columns: one query each, so no query holds PGlite (and the event loop) long. */
async function sliceColumns(db: Executor, season: string, [from, to]: [number, number]) {
  const columns = sql.join(
    COPY_COLUMNS.map((c) => sql`coalesce(array_agg(${c} order by ${g.gameweek}, ${g.id}), '{}')`),
    sql`, `,
  );
  const result = await db.execute(sql`select json_build_array(${columns}) as columns from ${g}
    where ${g.season} = ${season} and ${g.gameweek} between ${from} and ${to}`);
  // PGlite and node-postgres both answer `rows` and parse json values.
  return (result as unknown as { rows: { columns: unknown[][] }[] }).rows[0]?.columns ?? [];
}

/**
 * Builds (or rebuilds) the season's copy from its rows, a few gameweeks per query (past-slices.ts),
 * and answers its columns: in the season's import transaction (past-seasons.ts), and on reading a
 * season with no copy of this format (imported before copies existed).
 */
export async function buildCopy(db: Executor, season: string): Promise<unknown[][]> {
  const columns: unknown[][] = COPY_COLUMNS.map(() => []);
  await readInSlices(
    [season],
    async (_, gameweeks) => [await sliceColumns(db, season, gameweeks)],
    (slice) => slice.forEach((values, i) => columns[i]!.push(...values)),
  );
  const body = JSON.stringify(columns);
  await db.execute(sql`insert into ${pastRowCopies} (season, format, body) values (${season}, ${COPY_FORMAT}, ${body})
    on conflict (season) do update set format = excluded.format, body = excluded.body`);
  return columns;
}

/** The season's columns, in COPY_COLUMNS' order; built first when the season has no copy of this format. */
export async function seasonColumns(db: Database, season: string): Promise<unknown[][]> {
  const stored = await db
    .select({ body: pastRowCopies.body })
    .from(pastRowCopies)
    .where(and(eq(pastRowCopies.season, season), eq(pastRowCopies.format, COPY_FORMAT)));
  const body = stored[0]?.body;
  return body === undefined ? buildCopy(db, season) : (JSON.parse(body) as unknown[][]);
}
