import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Makes each query, exec and transaction of `client` start on a turn of the event loop of its own.
 * PGlite runs in this thread and answers within the promise, without I/O: a service awaiting
 * several queries one after another (and decoding their rows) held the event loop for all of them
 * at once, 80-120 ms at a cold start while `/api/status` waited. The turn costs microseconds when
 * nothing else waits, and all three wait alike, so they still run in the order asked. The
 * statements inside a transaction are not split: it holds the database until it ends anyway.
 */
export function queriesOnTheirOwnTurn(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite['query'];
  client.exec = async (...args) => {
    await nextTurn();
    return exec(...args);
  };
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    await nextTurn();
    return transaction(...args);
  }) as PGlite['transaction'];
}
