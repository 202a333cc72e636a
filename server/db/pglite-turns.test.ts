import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from './client';
import { adminSettings } from './schema/index';

describe('PGlite queries on turns of their own', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase({});
  });
  afterAll(async () => {
    await opened.close();
  });

  it('lets the event loop answer between queries awaited one after another', async () => {
    // A request arriving meanwhile is answered on such a turn, not after the whole chain.
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    for (let i = 0; i < 5; i++) await opened.db.execute(sql`select ${i}::int`);
    counting = false;
    expect(turns).toBeGreaterThanOrEqual(5);
  });

  it('still runs a write asked first before a transaction asked after it', async () => {
    const write = opened.db
      .insert(adminSettings)
      .values({ kind: 'turns', value: { n: 1 } })
      .execute();
    const read = opened.db.transaction((tx) =>
      tx
        .select({ kind: adminSettings.kind })
        .from(adminSettings)
        .where(sql`${adminSettings.kind} = 'turns'`),
    );
    const [, rows] = await Promise.all([write, read]);
    expect(rows).toEqual([{ kind: 'turns' }]);
  });
});
