import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { historicalMultiplier, positionAveragesPer90, type SeasonTotals } from './historical-multiplier';

const vaastav = path.resolve(import.meta.dirname, '../../../shared/fpl-data/vaastav');
const SEASONS = ['2021-22', '2022-23', '2023-24'];
const present = SEASONS.every((s) => existsSync(path.join(vaastav, s, 'players_raw.csv')));

/** players_raw.csv rows (UTF-8 from 2019-20 on; quoted fields may hold commas). */
function players(season: string) {
  const [header = '', ...lines] = readFileSync(path.join(vaastav, season, 'players_raw.csv'), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean);
  const split = (line: string) =>
    [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].map((m) => m[2] ?? m[1] ?? '');
  const cols = split(header);
  const at = (name: string) => cols.indexOf(name);
  return lines.map(split).map((f) => ({
    code: Number(f[at('code')]),
    webName: f[at('web_name')] ?? '',
    elementType: Number(f[at('element_type')]),
    points: Number(f[at('total_points')]),
    minutes: Number(f[at('minutes')]),
  }));
}

describe.skipIf(!present)(
  'historical multiplier on the recorded seasons 2021-22..2023-24 (skipped when ../shared/fpl-data/vaastav is absent)',
  () => {
    it('spreads regular players across the band without piling them on the bounds', () => {
      const rows = SEASONS.flatMap(players);
      const averages = positionAveragesPer90(rows);
      const byPlayer = new Map<number, { name: string; type: number; seasons: SeasonTotals[] }>();
      for (const row of rows) {
        const p = byPlayer.get(row.code) ?? { name: row.webName, type: row.elementType, seasons: [] };
        p.type = row.elementType;
        p.seasons.push({ points: row.points, minutes: row.minutes });
        byPlayer.set(row.code, p);
      }
      const results = [...byPlayer.values()].map((p) => ({
        name: p.name,
        ...historicalMultiplier(p.seasons, averages[p.type] ?? 0),
      }));
      const regulars = results
        .filter((r) => r.minutes >= 2700)
        .map((r) => r.multiplier)
        .sort((a, b) => a - b);
      const pct = (q: number) => regulars[Math.floor(q * (regulars.length - 1))] ?? NaN;

      expect(regulars.length).toBeGreaterThan(300);
      expect(pct(0.5)).toBeGreaterThan(0.98);
      expect(pct(0.5)).toBeLessThan(1.02);
      expect(pct(0.05)).toBeGreaterThan(0.85);
      expect(pct(0.95)).toBeLessThan(1.15);
      // The best performer of those seasons is at the top of the band.
      expect(results.find((r) => r.name === 'Salah')?.multiplier).toBe(1.15);
    });
  },
);
