import type { DataTiers } from '../tiers/data-tiers';
import { classifyTeam, type SeasonTeam, type SeasonTiers } from '../tiers/tiers';
import { tierPriorWeight, type ClubTiers } from './adjust-rates';

/**
 * A club's tier prior for adjustRates: its tiers in force (the settings' lists, by this season's
 * ids), its data tiers (by club code; average without them) and the prior's weight after
 * `matchesPlayed` matches this season. A club new to the league is the one the data calls promoted.
 */
export function clubTiers(
  team: Pick<SeasonTeam, 'id' | 'code'>,
  inForce: SeasonTiers,
  data: DataTiers | null,
  matchesPlayed: number,
): ClubTiers {
  const dataAttack = data?.attack.get(team.code) ?? 'average';
  return {
    attack: classifyTeam(team.id, inForce.attack),
    defence: classifyTeam(team.id, inForce.defence),
    dataAttack,
    dataDefence: data?.defence.get(team.code) ?? 'average',
    weight: tierPriorWeight(matchesPlayed, dataAttack === 'promoted'),
  };
}
