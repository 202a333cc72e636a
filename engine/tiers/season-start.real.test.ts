import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitMatchModel } from '../match-model/fit';
import { vaastavMatches } from '../match-model/testing/vaastav';
import { tiersFromStrengths } from './data-tiers';
import { mostPointsClubs, strongestClubs } from './top-teams';

const root = path.resolve(import.meta.dirname, '../../../shared/fpl-data');
const PAST = ['2022-23', '2023-24', '2024-25'];
const present =
  existsSync(path.join(root, 'api/2025-26/bootstrap-static.json')) &&
  PAST.every((s) => existsSync(path.join(root, 'vaastav', s, 'fixtures.csv')));

describe.skipIf(!present)(
  'tiers and top teams from data at the start of 2025-26 (skipped when ../shared/fpl-data lacks the 2025-26 bootstrap or the 2022-23..2024-25 fixtures)',
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
    const shortName = (code: number) => bootstrap.teams.find((t) => t.code === code)?.short_name;
    const lastSeason = new Set(
      matches.filter((m) => m.season === '2024-25').flatMap((m) => [m.homeClub, m.awayClub]),
    );
    const newToLeague = new Set(clubs.filter((c) => !lastSeason.has(c)));
    const fit = () => fitMatchModel(matches, { asOfMs: Date.parse(bootstrap.events[0]!.deadline_time) });

    it('promotes the three clubs new to the league and puts the champions among the elite attacks', () => {
      expect(matches).toHaveLength(3 * 380);
      const tiers = tiersFromStrengths(clubs, newToLeague, fit());
      const inTier = (side: 'attack' | 'defence', tier: string) =>
        [...tiers[side]]
          .filter(([, t]) => t === tier)
          .map(([code]) => shortName(code))
          .sort();
      expect(inTier('attack', 'promoted')).toEqual(['BUR', 'LEE', 'SUN']);
      expect(inTier('defence', 'promoted')).toEqual(['BUR', 'LEE', 'SUN']);
      // Liverpool won 2024-25 with the most goals; Manchester City scored the most over the three seasons.
      expect(inTier('attack', 'elite')).toEqual(expect.arrayContaining(['LIV', 'MCI']));
      expect(tiers.attack.size).toBe(20);
    });

    it('top teams by the match model: the 2024-25 top two and Manchester City among six established clubs', () => {
      const top = strongestClubs(clubs, newToLeague, fit(), 6).map(shortName);
      expect(top).toHaveLength(6);
      expect(top).toEqual(expect.arrayContaining(['LIV', 'ARS', 'MCI']));
      expect(top).not.toEqual(expect.arrayContaining(['BUR']));
    });

    it('top teams by points in 2024-25: the final table’s top six (LIV, ARS, MCI, CHE, NEW, AVL)', () => {
      expect(mostPointsClubs(matches, '2024-25', clubs, 6).map(shortName)).toEqual([
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
