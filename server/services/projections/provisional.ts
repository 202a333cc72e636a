import { previousSeasons } from '../matches/current-season';
import { PAST_SEASONS } from '../matches/service';

/**
 * Why the projections are provisional, in a manager's words, or null when they are not: the
 * models start each club and player from the three seasons before the current one, so while any
 * of them is missing (not imported, or still being fetched) a club or player without matches this
 * season is judged on less history, or on league averages when none is there.
 */
export function provisionalReason(season: string | null, seasonsUsed: readonly string[]): string | null {
  if (season === null) return null;
  const missing = previousSeasons(season, PAST_SEASONS).filter((s) => !seasonsUsed.includes(s));
  if (missing.length === 0) return null;
  const list =
    missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!}`;
  const what = missing.length === 1 ? 'season' : 'seasons';
  return missing.length === PAST_SEASONS
    ? `Provisional figures: the past ${what} ${list} are not loaded yet, so clubs and players who have not played this season are projected at league averages. They sharpen as soon as the past seasons arrive.`
    : `Provisional figures: the past ${what} ${list} ${missing.length === 1 ? 'is' : 'are'} not loaded yet, so clubs and players are judged on less history than usual. They sharpen as soon as the past seasons arrive.`;
}
