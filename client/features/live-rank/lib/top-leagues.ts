import { isPrivateLeague } from '@/components/manager/lib/private-leagues';

export const TOP_LEAGUE_MAX_RANK = 100;
const TOP_LEAGUE_COUNT = 5;

interface RankedLeague {
  id: number;
  name: string;
  entry_rank: number | null;
}

/**
 * Private leagues where the manager ranks 100th or better, best first, at most 5.
 * A rank of 0 or null means "not ranked yet" (before the league's first update), so it is left out.
 * Equal ranks keep the order the game lists the leagues in.
 */
export function topPrivateLeagues<L extends RankedLeague>(leagues: readonly L[]): L[] {
  return leagues
    .filter(
      (l) =>
        isPrivateLeague(l) &&
        l.entry_rank !== null &&
        l.entry_rank >= 1 &&
        l.entry_rank <= TOP_LEAGUE_MAX_RANK,
    )
    .sort((a, b) => (a.entry_rank ?? 0) - (b.entry_rank ?? 0))
    .slice(0, TOP_LEAGUE_COUNT);
}

/** Badge tone of a league rank: up to 10 success, up to 50 secondary, otherwise plain. */
export function leagueRankTone(rank: number): 'success' | 'secondary' | 'outline' {
  if (rank <= 10) return 'success';
  if (rank <= 50) return 'secondary';
  return 'outline';
}
