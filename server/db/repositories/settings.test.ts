import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '../suite-database';
import { testDatabases } from '../testing';
import { settingsRepository } from './settings';

describe.each(testDatabases())('settingsRepository on $name', ({ open }) => {
  let repo: ReturnType<typeof settingsRepository>;
  suiteDatabase(open, (db) => {
    repo = settingsRepository(db);
  });

  it('returns undefined for a kind never saved', async () => {
    expect(await repo.get('assist')).toBeUndefined();
  });

  it('creates a document, then replaces it in place on the next put', async () => {
    const created = await repo.put('goal-scored', { elite: ['ARS'], weight: 1.2 });
    expect(created).toMatchObject({
      kind: 'goal-scored',
      value: { elite: ['ARS'], weight: 1.2 },
      updatedBy: 'admin',
    });

    const replaced = await repo.put('goal-scored', { elite: ['LIV', 'MCI'] }, 'ops@example.com');
    expect(replaced.value).toEqual({ elite: ['LIV', 'MCI'] });
    expect(replaced.updatedBy).toBe('ops@example.com');
    expect(replaced.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());

    expect(await repo.get('goal-scored')).toEqual(replaced);
    expect(await repo.get('match')).toBeUndefined();
  });
});
