import { tiersFromStrengths } from '@engine/tiers';
import type { SeasonDataTiers } from './goal-settings/settings';
import { oncePerSeason, seasonStart, type SeasonStartFitDeps } from './season-start-fit';

export type SeasonStartTiersDeps = SeasonStartFitDeps;

/**
 * The running season's default tiers: the match model fitted before its first deadline (so only
 * on past seasons), binned by tiersFromStrengths; clubs that did not play the previous season are
 * new to the league. Null when no previous season is stored (nothing to fit).
 */
export function createSeasonStartTiers(deps: SeasonStartTiersDeps) {
  return oncePerSeason(async (season, bootstrap): Promise<SeasonDataTiers | null> => {
    const start = await seasonStart(deps, season, bootstrap);
    return (
      start && { season, tiers: tiersFromStrengths(start.clubs, start.newToLeague, await start.strengths()) }
    );
  });
}
