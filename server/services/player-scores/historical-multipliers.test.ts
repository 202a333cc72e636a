import { describe, expect, it } from 'vitest';
import { historyRepository } from '../../db/repositories/past-seasons';
import { seasonPlayer } from '../../db/test-rows';
import { suiteDatabase } from '../../db/suite-database';
import { testDatabases } from '../../db/testing';
import { createHistoryTables, playerHistorical } from './historical-multipliers';

const meta = { source: 'test' };

describe.each(testDatabases())('historical multipliers from stored seasons on $name', ({ open }) => {
  const opened = suiteDatabase(open, async (db) => {
    const repo = historyRepository(db);
    // Player code 7 is a midfielder in every season; 8 a midfielder once; 9 has no minutes.
    const mid = (id: number, code: number | null, points: number, minutes: number) =>
      seasonPlayer(id, { code, elementType: 3, totalPoints: points, minutes });
    await repo.replaceSeason('2021-22', [mid(1, 7, 900, 900)], [], meta); // outside the 3 most recent
    await repo.replaceSeason('2022-23', [mid(1, 7, 120, 1800), mid(2, 8, 60, 1800)], [], meta);
    await repo.replaceSeason(
      '2023-24',
      [mid(5, 7, 150, 1800), mid(6, 9, 0, 0), mid(3, null, 50, 900)],
      [],
      meta,
    );
    await repo.replaceSeason('2024-25', [mid(4, 7, 180, 2700)], [], meta);
    await repo.replaceSeason('2025-26', [mid(4, 7, 300, 900)], [], meta); // the running season
  });

  it('uses the 3 seasons before the running one, oldest first, pooled position averages', async () => {
    const table = await createHistoryTables(historyRepository(opened.db))('2025-26');
    expect(table.seasons).toEqual(['2022-23', '2023-24', '2024-25']);
    // Midfield: (120 + 60 + 150 + 0 + 50 + 180) points in (1800 + 1800 + 1800 + 0 + 900 + 2700) minutes.
    const per90 = (560 / 9000) * 90;
    expect(table.positionPer90[3]).toBeCloseTo(per90, 12);

    // Code 7: 450 points in 6300 minutes = 6.43 per 90; weight 6300 / 8100.
    const h = playerHistorical(table, 7, 3);
    expect(h.seasons).toEqual(['2022-23', '2023-24', '2024-25']);
    expect(h.minutes).toBe(6300);
    expect(h.per90).toBeCloseTo((450 / 6300) * 90, 12);
    const raw = 1 + 0.25 * (6300 / 8100) * (((450 / 6300) * 90) / per90 - 1);
    expect(h.multiplier).toBeCloseTo(Math.min(1.15, raw), 12);

    expect(playerHistorical(table, 9, 3)).toEqual({
      multiplier: 1,
      per90: null,
      positionPer90: per90,
      minutes: 0,
      seasons: ['2023-24'],
    });
    expect(playerHistorical(table, 12345, 3).multiplier).toBe(1);
    expect(playerHistorical(table, undefined, 3).seasons).toEqual([]);
    // A position without history (e.g. goalkeepers here) gives 1.
    expect(playerHistorical(table, 7, 1)).toMatchObject({ multiplier: 1, positionPer90: 0 });
  });

  it('gives everyone 1 without past seasons', async () => {
    const table = await createHistoryTables(historyRepository(opened.db))('2021-22');
    expect(table.seasons).toEqual([]);
    expect(playerHistorical(table, 7, 3)).toEqual({
      multiplier: 1,
      per90: null,
      positionPer90: 0,
      minutes: 0,
      seasons: [],
    });
  });

  it('reads the seasons once until an import changes them', async () => {
    const repo = historyRepository(opened.db);
    let reads = 0;
    const counting = {
      listSeasons: () => repo.listSeasons(),
      playersBySeason: (s: string) => ((reads += 1), repo.playersBySeason(s)),
    };
    const tables = createHistoryTables(counting);
    const first = await tables('2025-26');
    expect(await tables('2025-26')).toBe(first);
    expect(reads).toBe(3);
    await repo.replaceSeason(
      '2024-25',
      [seasonPlayer(4, { code: 7, elementType: 3, totalPoints: 10, minutes: 900 })],
      [],
      meta,
    );
    const second = await tables('2025-26');
    expect(reads).toBe(6);
    expect(second.byCode.get(7)?.at(-1)).toEqual({ season: '2024-25', points: 10, minutes: 900 });
  });
});
