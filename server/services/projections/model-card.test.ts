import { describe, expect, it } from 'vitest';
import { createAssistsRate, MEASURED_ASSISTS_PER_GOAL } from './model-card';

describe('assists per goal', () => {
  const season = (label: string, importedAt = new Date(0)) => ({ label, importedAt });
  const shown = async () => '2025-26';
  const players = { '2023-24': [{ goalsScored: 50, assists: 45, ownGoals: 0 }] } as Record<string, object[]>;

  it('is measured on the imported seasons and measured again after an import', async () => {
    let seasons = [season('2023-24')];
    let reads = 0;
    const rate = createAssistsRate(
      {
        listSeasons: async () => seasons as never,
        goalTotals: async (labels) => (reads++, labels.flatMap((l) => players[l] ?? []) as never),
      },
      shown,
    );
    expect(await rate()).toEqual({ value: 0.9, source: 'Measured on the imported seasons 2023-24' });
    await rate();
    expect(reads).toBe(1);
    // 2024-25 imported: 90 assists for 95 goals and 5 own goals over both seasons.
    players['2024-25'] = [{ goalsScored: 45, assists: 45, ownGoals: 5 }];
    seasons = [season('2024-25', new Date(1)), season('2023-24')];
    expect(await rate()).toEqual({
      value: 0.9,
      source: 'Measured on the imported seasons 2023-24 to 2024-25',
    });
    expect(reads).toBe(2);
  });

  it('falls back to the rate measured on the 2016-17 to 2024-25 seasons when none is imported', async () => {
    const rate = createAssistsRate({ listSeasons: async () => [], goalTotals: async () => [] }, shown);
    expect(await rate()).toEqual(MEASURED_ASSISTS_PER_GOAL);
  });

  it("leaves out the shown season's own totals (a replay's later matches) and any later season", async () => {
    const totals: Record<string, object[]> = {
      '2024-25': [{ goalsScored: 100, assists: 90, ownGoals: 0 }],
      '2025-26': [{ goalsScored: 100, assists: 50, ownGoals: 0 }],
    };
    const asked: string[][] = [];
    const rate = createAssistsRate(
      {
        listSeasons: async () => [season('2025-26'), season('2024-25')] as never,
        goalTotals: async (labels) => (
          asked.push([...labels]),
          labels.flatMap((l) => totals[l] ?? []) as never
        ),
      },
      shown,
    );
    expect(await rate()).toEqual({ value: 0.9, source: 'Measured on the imported seasons 2024-25' });
    expect(asked).toEqual([['2024-25']]);
  });
});
