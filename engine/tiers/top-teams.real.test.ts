import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitMatchModel } from '../match-model/fit';
import { vaastavMatches } from '../match-model/testing/vaastav';
import { mostPointsClubs, strongestClubs } from './top-teams';

const root = path.resolve(import.meta.dirname, '../../../shared/fpl-data');
const PAST = ['2022-23', '2023-24', '2024-25'];
const present =
  existsSync(path.join(root, 'api/2025-26/bootstrap-static.json')) &&
  PAST.every((s) => existsSync(path.join(root, 'vaastav', s, 'fixtures.csv')));

describe.skipIf(!present)(
  'the default top teams at the start of 2025-26 (skipped without ../shared/fpl-data)',
  () => {
    const bootstrap = present
      ? (JSON.parse(readFileSync(path.join(root, 'api/2025-26/bootstrap-static.json'), 'utf8')) as {
          teams: Array<{ code: number; short_name: string }>;
          events: Array<{ deadline_time: string }>;
        })
      : { teams: [], events: [] };
    const matches = present
      ? vaastavMatches((file) => readFileSync(path.join(root, 'vaastav', file), 'utf8'), PAST)
      : [];
    const clubs = bootstrap.teams.map((t) => t.code);
    const short = (codes: number[]) =>
      codes.map((code) => bootstrap.teams.find((t) => t.code === code)?.short_name);

    it('by the match model: the 2024-25 top two and Manchester City among six established clubs', () => {
      const lastSeason = new Set(
        matches.filter((m) => m.season === '2024-25').flatMap((m) => [m.homeClub, m.awayClub]),
      );
      const newToLeague = new Set(clubs.filter((c) => !lastSeason.has(c)));
      const asOfMs = Date.parse(bootstrap.events[0]!.deadline_time);
      const top = short(strongestClubs(clubs, newToLeague, fitMatchModel(matches, { asOfMs }), 6));
      expect(top).toHaveLength(6);
      expect(top).toEqual(expect.arrayContaining(['LIV', 'ARS', 'MCI']));
      expect(top).not.toEqual(expect.arrayContaining(['BUR']));
    });

    it('by points in 2024-25: the final table’s top six (LIV, ARS, MCI, CHE, NEW, AVL)', () => {
      expect(short(mostPointsClubs(matches, '2024-25', clubs, 6))).toEqual([
        'LIV',
        'ARS',
        'MCI',
        'CHE',
        'NEW',
        'AVL',
      ]);
    });
  },
);
