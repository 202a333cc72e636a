import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../../server/db/client';
import type { DbRequest, DbResult, ParentMessage, RowMode } from '../../server/jobs/preparation/protocol';
import * as tables from '../../server/db/schema/index';

type Query = (sql: string, params?: unknown[], options?: { rowMode?: RowMode }) => Promise<DbResult>;

/**
 * The server's embedded database, seen from a background job's process: drizzle's PGlite driver
 * on a client whose statements and transactions are sent to the server, which runs them on its own
 * PGlite (server/jobs/preparation/db-bridge.ts). Only `query` and `transaction` are used by drizzle.
 */
export function ipcDatabase(): Database {
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  let nextId = 1;
  process.on('message', (raw) => {
    const message = raw as ParentMessage;
    if (message.type !== 'db-reply') return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) waiting?.resolve(message.value);
    else waiting?.reject(new Error(message.message));
  });
  const call = (request: DbRequest) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      process.send?.({ type: 'db', id, request });
    });
  const queryOn =
    (tx: number | null): Query =>
    (sql, params = [], options) =>
      call({ op: 'query', sql, params, rowMode: options?.rowMode ?? 'object', tx }) as Promise<DbResult>;

  const client = {
    query: queryOn(null),
    async transaction<T>(work: (tx: { query: Query }) => Promise<T>): Promise<T> {
      const tx = (await call({ op: 'begin' })) as number;
      let result: T;
      try {
        result = await work({ query: queryOn(tx) });
      } catch (err) {
        await call({ op: 'end', tx, commit: false });
        throw err;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
  };
  return drizzle({ client: client as unknown as PGlite, schema: tables }) as unknown as Database;
}
