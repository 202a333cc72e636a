import type { TeamTier } from '@contracts/api/goal-scored-settings';

export type TierSide = 'attack' | 'defence';

/**
 * Default attack and defence tiers (the product's first published set), keyed by club short name
 * because team ids are reassigned every season (alphabetically by club). The spec gives them as
 * 2025-26 ids; they were translated with that season's teams (1 ARS, 2 AVL, 3 BUR, 4 BOU, 5 BRE,
 * 6 BHA, 7 CHE, 8 CRY, 9 EVE, 10 FUL, 11 LEE, 12 LIV, 13 MCI, 14 MUN, 15 NEW, 16 NFO, 17 SUN, 18 TOT,
 * 19 WHU, 20 WOL); default-tiers.test.ts checks the translation against the spec's id lists.
 *
 * A club absent from these lists (one promoted after 2025-26) defaults to the promoted tier.
 */
export const DEFAULT_TIER_CLUBS: Readonly<Record<TierSide, Readonly<Record<TeamTier, readonly string[]>>>> = {
  attack: {
    elite: ['LIV', 'MCI'],
    strong: ['ARS', 'CHE', 'NEW', 'TOT', 'AVL'],
    average: ['BHA', 'MUN', 'BOU', 'BRE', 'CRY', 'FUL', 'WHU'],
    weak: ['EVE', 'NFO', 'WOL'],
    promoted: ['SUN', 'LEE', 'BUR'],
  },
  defence: {
    elite: ['ARS', 'LIV'],
    strong: ['MCI', 'CHE', 'NEW', 'NFO', 'EVE'],
    average: ['AVL', 'MUN', 'CRY', 'TOT', 'FUL'],
    weak: ['BHA', 'BOU', 'BRE', 'WHU', 'WOL'],
    promoted: ['SUN', 'LEE', 'BUR'],
  },
};
