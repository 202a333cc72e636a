import { z } from 'zod';
import {
  LISTED_TIERS,
  TEAM_LIST_KEYS,
  TEAM_TIERS,
  goalScoredSettingsSchema,
  type GoalScoredSettings,
  type TeamListKey,
} from '@contracts/api/goal-scored-settings';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import { tiersFromClubs, type ClubTierLists, type SeasonTiers } from '@engine/tiers';

/**
 * The goal-scored settings as stored in admin_settings (kind 'goal-scored'), in two forms:
 * - by club (written by the admin portal): the numbers, and the tiers as club codes (the game's
 *   team `code`, stable across seasons) with every tier listed, average included; tiers null
 *   means "follow the data tiers" (after a reset);
 * - by season id (the first form, still read): the settings with team ids, tagged with the season
 *   they were saved in, since ids are reassigned every season.
 */
const clubListsSchema = z.object(
  Object.fromEntries(TEAM_TIERS.map((tier) => [tier, z.array(z.number().int())])) as Record<
    (typeof TEAM_TIERS)[number],
    z.ZodArray<z.ZodNumber>
  >,
);
export const byClubDocumentSchema = z.object({
  format: z.literal('by-club'),
  settings: z.record(z.string(), z.unknown()),
  tiers: z.object({ attack: clubListsSchema, defence: clubListsSchema }).nullable(),
});
export type ByClubDocument = z.infer<typeof byClubDocumentSchema>;
const bySeasonDocumentSchema = z.object({ season: z.string().nullable(), settings: z.unknown() });

const LIST_KEYS = LISTED_TIERS.flatMap((t) => [TEAM_LIST_KEYS.attack[t], TEAM_LIST_KEYS.defence[t]]);
const listsOf = (settings: GoalScoredSettings) =>
  Object.fromEntries(LIST_KEYS.map((key) => [key, settings[key]])) as Record<TeamListKey, number[]>;

/** What a stored document says for the running season, before the save time and author are added. */
export interface StoredSettings {
  settings: GoalScoredSettings;
  /** True when the team lists are the admin's; false when they follow the data tiers. */
  savedTiers: boolean;
}

/** The season's tiers written into the settings' team lists (average is implicit). */
export function withTierLists(settings: GoalScoredSettings, tiers: SeasonTiers): GoalScoredSettings {
  const lists = Object.fromEntries(
    LISTED_TIERS.flatMap((tier) => [
      [TEAM_LIST_KEYS.attack[tier], tiers.attack[tier]],
      [TEAM_LIST_KEYS.defence[tier], tiers.defence[tier]],
    ]),
  ) as Record<TeamListKey, number[]>;
  return { ...settings, ...lists };
}

/**
 * Reads a stored document for the running season (`bootstrap`); `defaults` carries the data tiers'
 * lists. Null when nothing applies (no document, or one that does not parse). A by-season document
 * of another season keeps its numbers only: its ids name other clubs now.
 */
export function readStoredSettings(
  value: unknown,
  bootstrap: Pick<BootstrapStatic, 'teams' | 'events'>,
  defaults: GoalScoredSettings,
): StoredSettings | null {
  const byClub = byClubDocumentSchema.safeParse(value);
  if (byClub.success) {
    const parsed = goalScoredSettingsSchema.safeParse(byClub.data.settings);
    if (!parsed.success) return null;
    const { tiers } = byClub.data;
    if (!tiers) return { settings: { ...parsed.data, ...listsOf(defaults) }, savedTiers: false };
    return { settings: withTierLists(parsed.data, tiersFromClubs(tiers, bootstrap.teams)), savedTiers: true };
  }
  const bySeason = bySeasonDocumentSchema.safeParse(value);
  if (!bySeason.success) return null;
  const parsed = goalScoredSettingsSchema.safeParse(bySeason.data.settings);
  if (!parsed.success) return null;
  if (bySeason.data.season === seasonLabel(bootstrap.events))
    return { settings: parsed.data, savedTiers: true };
  return { settings: { ...parsed.data, ...listsOf(defaults) }, savedTiers: false };
}

/** The numbers of a stored document of either form (its team lists aside); the defaults without one. */
export function storedNumbers(value: unknown): GoalScoredSettings {
  const document = byClubDocumentSchema.safeParse(value);
  const settings = document.success
    ? document.data.settings
    : bySeasonDocumentSchema.safeParse(value).data?.settings;
  return goalScoredSettingsSchema.safeParse(settings ?? {}).data ?? goalScoredSettingsSchema.parse({});
}

/** The document the portal's save writes: numbers as given, tiers by club (null: follow the data). */
export function byClubDocument(numbers: Record<string, number>, tiers: ClubTierLists | null): ByClubDocument {
  return { format: 'by-club', settings: numbers, tiers };
}
