import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vaastavMatches, vaastavTeams } from '../match-model/testing/vaastav';
import { projectStandings } from './simulate';

const root = path.resolve(import.meta.dirname, '../../../shared/fpl-data/vaastav');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const present = existsSync(path.join(root, '2022-23', 'fixtures.csv'));

describe.skipIf(!present)(
  'a finished season (skipped when ../shared/fpl-data/vaastav/2022-23 is absent)',
  () => {
    it('reproduces the real 2022-23 Premier League table', () => {
      const teams = vaastavTeams(read, '2022-23');
      const clubs = teams.map((t) => ({ id: t.code, name: t.name, shortName: t.shortName }));
      const matches = vaastavMatches(read, ['2022-23']).map((m) => ({
        fixtureId: m.fixtureId,
        home: m.homeClub,
        away: m.awayClub,
        actual: { home: m.homeGoals, away: m.awayGoals },
        scores: [],
      }));
      const rows = projectStandings(clubs, matches, { runs: 100, seed: 1 });
      // The final table as the league published it: club, points, goals for, goals against.
      expect(
        rows.map((r) => [r.club.shortName, r.actual.points, r.actual.goalsFor, r.actual.goalsAgainst]),
      ).toEqual([
        ['MCI', 89, 94, 33],
        ['ARS', 84, 88, 43],
        ['MUN', 75, 58, 43],
        ['NEW', 71, 68, 33],
        ['LIV', 67, 75, 47],
        ['BHA', 62, 72, 53],
        ['AVL', 61, 51, 46],
        ['TOT', 60, 70, 63],
        ['BRE', 59, 58, 46],
        ['FUL', 52, 55, 53],
        ['CRY', 45, 40, 49],
        ['CHE', 44, 38, 47],
        ['WOL', 41, 31, 58],
        ['WHU', 40, 42, 55],
        ['BOU', 39, 37, 71],
        ['NFO', 38, 38, 68],
        ['EVE', 36, 34, 57],
        ['LEI', 34, 51, 68],
        ['LEE', 31, 48, 78],
        ['SOU', 25, 36, 73],
      ]);
      for (const r of rows) {
        expect(r.actual.played).toBe(38);
        expect(r.positions[r.position - 1]).toBe(1);
        expect(r.expected.points).toBe(r.actual.points);
      }
      expect(rows.filter((r) => r.relegation === 1).map((r) => r.club.shortName)).toEqual([
        'LEI',
        'LEE',
        'SOU',
      ]);
    });
  },
);
