import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEAM_TIERS } from '@contracts/api/goal-scored-settings';
import { DEFAULT_TIER_CLUBS } from './default-tiers';

// The product's published default lists, as 2025-26 team ids.
const SPEC_IDS = {
  attack: {
    elite: [12, 13],
    strong: [1, 7, 15, 18, 2],
    average: [6, 14, 4, 5, 8, 10, 19],
    weak: [9, 16, 20],
    promoted: [17, 11, 3],
  },
  defence: {
    elite: [1, 12],
    strong: [13, 7, 15, 16, 9],
    average: [2, 14, 8, 18, 10],
    weak: [6, 4, 5, 19, 20],
    promoted: [17, 11, 3],
  },
};
// 2025-26 team ids (the table; the recorded bootstrap is checked against it below).
const SHORT_2025_26: Record<number, string> = {
  1: 'ARS',
  2: 'AVL',
  3: 'BUR',
  4: 'BOU',
  5: 'BRE',
  6: 'BHA',
  7: 'CHE',
  8: 'CRY',
  9: 'EVE',
  10: 'FUL',
  11: 'LEE',
  12: 'LIV',
  13: 'MCI',
  14: 'MUN',
  15: 'NEW',
  16: 'NFO',
  17: 'SUN',
  18: 'TOT',
  19: 'WHU',
  20: 'WOL',
};

describe('default tiers keyed by club', () => {
  it.each(['attack', 'defence'] as const)(
    'the %s lists are the spec ids translated through the 2025-26 teams',
    (side) => {
      for (const tier of TEAM_TIERS) {
        expect(DEFAULT_TIER_CLUBS[side][tier]).toEqual(SPEC_IDS[side][tier].map((id) => SHORT_2025_26[id]));
      }
    },
  );

  it.each(['attack', 'defence'] as const)('the %s lists name each 2025-26 club exactly once', (side) => {
    const clubs = TEAM_TIERS.flatMap((tier) => DEFAULT_TIER_CLUBS[side][tier]);
    expect([...clubs].sort()).toEqual(Object.values(SHORT_2025_26).sort());
  });
});

const bootstrapPath = path.resolve(
  import.meta.dirname,
  '../../../shared/fpl-data/api/2025-26/bootstrap-static.json',
);
describe.skipIf(!existsSync(bootstrapPath))(
  'the 2025-26 id table against the recorded bootstrap (skipped when ../shared/fpl-data/api/2025-26/bootstrap-static.json is absent)',
  () => {
    it('matches the recorded teams', () => {
      const { teams } = JSON.parse(readFileSync(bootstrapPath, 'utf8')) as {
        teams: Array<{ id: number; short_name: string }>;
      };
      expect(Object.fromEntries(teams.map((t) => [t.id, t.short_name]))).toEqual(SHORT_2025_26);
    });
  },
);
