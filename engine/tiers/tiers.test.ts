import { describe, expect, it } from 'vitest';
import { goalScoredSettingsSchema } from '@contracts/api/goal-scored-settings';
import { defaultGoalScoredSettings } from './default-settings';
import { classifyTeam, parseTeamList, tiersForSeason, tiersFromSettings } from './tiers';

const withIds = (shorts: string[]) => shorts.map((short_name, i) => ({ id: i + 1, short_name }));

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
// A plausible 2026-27 league, ids alphabetical by club name as the game assigns them: BUR, WHU and
// WOL gone; COV (Coventry), IPS (Ipswich) and MID (Middlesbrough) up. Every id from 7 on has moved.
const TEAMS_2026_27 = withIds([
  'ARS',
  'AVL',
  'BOU',
  'BRE',
  'BHA',
  'CHE',
  'COV',
  'CRY',
  'EVE',
  'FUL',
  'IPS',
  'LEE',
  'LIV',
  'MCI',
  'MUN',
  'MID',
  'NEW',
  'NFO',
  'SUN',
  'TOT',
]);
const idOf = (teams: Array<{ id: number; short_name: string }>, short: string) =>
  teams.find((t) => t.short_name === short)?.id;

describe('tiersForSeason with the default tiers', () => {
  it('reproduces the spec ids for 2025-26', () => {
    const tiers = tiersForSeason(TEAMS_2025_26);
    expect(tiers.attack).toEqual({
      elite: [12, 13],
      strong: [1, 2, 7, 15, 18],
      average: [4, 5, 6, 8, 10, 14, 19],
      weak: [9, 16, 20],
      promoted: [3, 11, 17],
    });
    expect(tiers.defence).toEqual({
      elite: [1, 12],
      strong: [7, 9, 13, 15, 16],
      average: [2, 8, 10, 14, 18],
      weak: [4, 5, 6, 19, 20],
      promoted: [3, 11, 17],
    });
  });

  it('names the right clubs with 2026-27 ids: new clubs promoted, LIV still elite', () => {
    const tiers = tiersForSeason(TEAMS_2026_27);
    const names = (ids: number[]) => ids.map((id) => TEAMS_2026_27[id - 1]?.short_name);
    expect(names(tiers.attack.elite)).toEqual(['LIV', 'MCI']);
    expect(tiers.attack.elite).toEqual([13, 14]);
    expect(names(tiers.defence.elite)).toEqual(['ARS', 'LIV']);
    // Leeds and Sunderland keep their default (promoted) tier; the three newcomers join them.
    expect(names(tiers.attack.promoted)).toEqual(['COV', 'IPS', 'LEE', 'MID', 'SUN']);
    expect(names(tiers.defence.promoted)).toEqual(['COV', 'IPS', 'LEE', 'MID', 'SUN']);
    expect(names(tiers.attack.weak)).toEqual(['EVE', 'NFO']);
    expect(classifyTeam(idOf(TEAMS_2026_27, 'COV') ?? 0, tiers.attack)).toBe('promoted');
  });

  it('puts every team in exactly one list per side', () => {
    const tiers = tiersForSeason(TEAMS_2026_27);
    for (const side of [tiers.attack, tiers.defence]) {
      expect(
        Object.values(side)
          .flat()
          .sort((a, b) => a - b),
      ).toEqual(TEAMS_2026_27.map((t) => t.id));
    }
  });
});

describe('tiersForSeason with overrides', () => {
  it('follows the overridden side alone, parsing JSON text and dropping ids not in the season', () => {
    const tiers = tiersForSeason(TEAMS_2025_26, { attack: { elite: '[1, 99]', weak: [12] } });
    expect(tiers.attack.elite).toEqual([1]);
    expect(tiers.attack.weak).toEqual([12]);
    expect(tiers.attack.promoted).toEqual([]);
    expect(tiers.attack.average).toHaveLength(18);
    // The defence side keeps its defaults.
    expect(tiers.defence.elite).toEqual([1, 12]);
  });

  it('treats an unparsable list as empty', () => {
    const tiers = tiersForSeason(TEAMS_2025_26, { defence: { elite: 'oops', strong: [13] } });
    expect(tiers.defence.elite).toEqual([]);
    expect(tiers.defence.strong).toEqual([13]);
  });

  it('resolves a team in two lists by precedence', () => {
    const tiers = tiersForSeason(TEAMS_2025_26, {
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
  it("fills the team lists with this season's ids of the default clubs", () => {
    const settings = defaultGoalScoredSettings(TEAMS_2026_27);
    expect(settings.eliteAttackTeams).toEqual([13, 14]);
    expect(settings.promotedDefenseTeams).toEqual([7, 11, 12, 16, 19]);
    expect(settings).toMatchObject({
      eliteAttackMultiplier: 1.4,
      derbyGoalsMultiplier: 0.87,
      lastUpdated: null,
      updatedBy: 'admin',
    });
  });

  it('is a valid settings object whose tiers read back as the defaults', () => {
    const settings = defaultGoalScoredSettings(TEAMS_2025_26);
    expect(goalScoredSettingsSchema.parse(settings)).toEqual(settings);
    expect(tiersFromSettings(settings, TEAMS_2025_26)).toEqual(tiersForSeason(TEAMS_2025_26));
  });
});
