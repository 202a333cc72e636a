import { types, type PGlite, type Transaction } from '@electric-sql/pglite';
import type { DbRequest, DbResult } from './protocol';

/**
 * drizzle's PGlite driver reads dates, timestamps and intervals as the text PostgreSQL sends
 * (drizzle-orm/pglite/session.js); the child's drizzle expects the same, so the server answers with it.
 */
const AS_TEXT = (value: string) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [
    t,
    AS_TEXT,
  ]),
);

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
}

/**
 * Runs a child's statements on the server's PGlite. A child's transaction holds PGlite's transaction
 * lock until the child commits or rolls back, so the server's own statements wait for it and never
 * land inside it; a child that dies mid-transaction is rolled back by `close`.
 */
export function pgliteBridge(client: PGlite) {
  const open = new Map<number, OpenTransaction>();
  /** Each transaction's outcome: settles once PGlite has committed or rolled it back. */
  const ends = new Map<number, Promise<void>>();
  let nextTx = 1;

  function begin(): Promise<number> {
    const id = nextTx++;
    return new Promise<number>((resolveBegun, rejectBegun) => {
      let finish!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const done = client
        .transaction(async (tx) => {
          open.set(id, { tx, finish });
          resolveBegun(id);
          if (!(await decided)) await tx.rollback();
        })
        .then(
          () => undefined,
          (err: unknown) => {
            rejectBegun(err);
            throw err;
          },
        )
        .finally(() => open.delete(id));
      done.catch(() => undefined); // awaited (and reported) by `end`; never unhandled
      ends.set(id, done);
    });
  }

  async function handle(request: DbRequest): Promise<DbResult | number | null> {
    if (request.op === 'begin') return begin();
    if (request.op === 'end') {
      open.get(request.tx)?.finish(request.commit);
      try {
        await ends.get(request.tx);
      } finally {
        ends.delete(request.tx);
      }
      return null;
    }
    const target = request.tx === null ? client : open.get(request.tx)?.tx;
    if (!target) throw new Error(`transaction ${request.tx} is not open`);
    const result = await target.query(request.sql, request.params, {
      rowMode: request.rowMode,
      parsers: PARSERS,
    });
    return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
  }

  /** Rolls back whatever the child left open (it died, or was stopped). */
  async function close(): Promise<void> {
    for (const [id, t] of open) {
      t.finish(false);
      await ends.get(id)?.catch(() => undefined);
    }
  }

  return { handle, close };
}
