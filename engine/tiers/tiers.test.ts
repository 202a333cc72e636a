import { describe, expect, it } from 'vitest';
import { goalScoredSettingsSchema, type TeamTier } from '@contracts/api/goal-scored-settings';
import type { DataTiers } from './data-tiers';
import { defaultGoalScoredSettings } from './default-settings';
import { classifyTeam, parseTeamList, tiersForSeason, tiersFromSettings } from './tiers';

// Club codes are the game's stable team codes (ids change every season).
const CODES: Record<string, number> = { ARS: 3, AVL: 7, BUR: 90, LIV: 14, MCI: 43, SUN: 56, COV: 9001 };
const withIds = (shorts: string[]) =>
  shorts.map((short_name, i) => ({ id: i + 1, code: CODES[short_name] ?? 1000 + i, short_name }));

// 2025-26 ids: 1 ARS, 2 AVL, 3 BUR, 12 LIV, 13 MCI, 17 SUN (the others average in these tests).
const TEAMS_2025_26 = withIds([
  'ARS',
  'AVL',
  'BUR',
  'BOU',
  'BRE',
  'BHA',
  'CHE',
  'CRY',
  'EVE',
  'FUL',
  'LEE',
  'LIV',
  'MCI',
  'MUN',
  'NEW',
  'NFO',
  'SUN',
  'TOT',
  'WHU',
  'WOL',
]);
// The next season's ids, alphabetical as the game assigns them: BUR gone, COV up, so every id moves.
const TEAMS_NEXT = withIds(['ARS', 'AVL', 'COV', 'LIV', 'MCI', 'SUN']);

const DATA_TIERS: DataTiers = {
  attack: new Map<number, TeamTier>([
    [14, 'elite'],
    [43, 'elite'],
    [3, 'strong'],
    [7, 'weak'],
    [90, 'promoted'],
    [56, 'promoted'],
    [9001, 'promoted'],
  ]),
  defence: new Map<number, TeamTier>([
    [3, 'elite'],
    [43, 'strong'],
    [14, 'weak'],
    [56, 'promoted'],
    [9001, 'promoted'],
  ]),
};

describe('tiersForSeason with the data tiers', () => {
  it("maps the clubs' tiers to this season's ids; a club without one is average", () => {
    const tiers = tiersForSeason(TEAMS_2025_26, DATA_TIERS);
    expect(tiers.attack.elite).toEqual([12, 13]);
    expect(tiers.attack.strong).toEqual([1]);
    expect(tiers.attack.weak).toEqual([2]);
    expect(tiers.attack.promoted).toEqual([3, 17]);
    expect(tiers.attack.average).toHaveLength(14);
    expect(tiers.defence.elite).toEqual([1]);
    expect(tiers.defence.weak).toEqual([12]);
  });

  it('follows the clubs, not the ids, when the ids move', () => {
    const tiers = tiersForSeason(TEAMS_NEXT, DATA_TIERS);
    expect(tiers.attack.elite).toEqual([4, 5]);
    expect(tiers.attack.promoted).toEqual([3, 6]);
    expect(tiers.defence.elite).toEqual([1]);
  });

  it('counts every club average without data tiers, each team in exactly one list', () => {
    const tiers = tiersForSeason(TEAMS_NEXT, null);
    expect(tiers.attack.average).toEqual([1, 2, 3, 4, 5, 6]);
    for (const side of [tiers.attack, tiers.defence]) {
      expect(
        Object.values(side)
          .flat()
          .sort((a, b) => a - b),
      ).toEqual(TEAMS_NEXT.map((t) => t.id));
    }
  });
});

describe('tiersForSeason with overrides', () => {
  it('follows the overridden side alone, parsing JSON text and dropping ids not in the season', () => {
    const tiers = tiersForSeason(TEAMS_2025_26, DATA_TIERS, { attack: { elite: '[1, 99]', weak: [12] } });
    expect(tiers.attack.elite).toEqual([1]);
    expect(tiers.attack.weak).toEqual([12]);
    expect(tiers.attack.promoted).toEqual([]);
    expect(tiers.attack.average).toHaveLength(18);
    // The defence side keeps the data tiers.
    expect(tiers.defence.elite).toEqual([1]);
  });

  it('treats an unparsable list as empty', () => {
    const tiers = tiersForSeason(TEAMS_2025_26, DATA_TIERS, { defence: { elite: 'oops', strong: [13] } });
    expect(tiers.defence.elite).toEqual([]);
    expect(tiers.defence.strong).toEqual([13]);
  });

  it('resolves a team in two lists by precedence', () => {
    const tiers = tiersForSeason(TEAMS_2025_26, DATA_TIERS, {
      attack: { promoted: [5], weak: [5], strong: [6], elite: [6] },
    });
    expect(tiers.attack.weak).toEqual([5]);
    expect(tiers.attack.elite).toEqual([6]);
    expect(tiers.attack.strong).toEqual([]);
  });
});

describe('classifyTeam', () => {
  it.each([
    ['elite over strong, weak and promoted', { elite: [1], strong: [1], weak: [1], promoted: [1] }, 'elite'],
    ['strong over weak and promoted', { strong: [1], weak: [1], promoted: [1] }, 'strong'],
    ['weak over promoted', { weak: [1], promoted: [1] }, 'weak'],
    ['promoted alone', { promoted: [1] }, 'promoted'],
    ['average when listed nowhere', { elite: [2] }, 'average'],
  ] as const)('%s', (_name, lists, expected) => {
    expect(classifyTeam(1, lists)).toBe(expected);
  });

  it('treats every team as average when the tier settings are missing', () => {
    expect(classifyTeam(12)).toBe('average');
  });
});

describe('parseTeamList', () => {
  it('reads arrays and JSON text, and empties anything else', () => {
    expect(parseTeamList([3, 11])).toEqual([3, 11]);
    expect(parseTeamList('[17,11,3]')).toEqual([17, 11, 3]);
    expect(parseTeamList('[17,')).toEqual([]);
    expect(parseTeamList(undefined)).toEqual([]);
  });
});

describe('defaultGoalScoredSettings', () => {
  it("fills the team lists with this season's ids of the data tiers", () => {
    const settings = defaultGoalScoredSettings(TEAMS_NEXT, DATA_TIERS);
    expect(settings.eliteAttackTeams).toEqual([4, 5]);
    expect(settings.promotedDefenseTeams).toEqual([3, 6]);
    expect(settings).toMatchObject({
      eliteAttackMultiplier: 1.4,
      derbyGoalsMultiplier: 0.87,
      lastUpdated: null,
      updatedBy: 'admin',
    });
  });

  it('is a valid settings object whose tiers read back as the data tiers', () => {
    const settings = defaultGoalScoredSettings(TEAMS_2025_26, DATA_TIERS);
    expect(goalScoredSettingsSchema.parse(settings)).toEqual(settings);
    expect(tiersFromSettings(settings, TEAMS_2025_26)).toEqual(tiersForSeason(TEAMS_2025_26, DATA_TIERS));
  });
});
