import type { LeagueStandingsResponse } from '@contracts/api/leagues';
import type { FplEntryClassicLeague } from '@contracts/fpl/entry';
import { averageTotal, differenceFromAverage, type StandingRow } from '@/components/manager/lib/league-stats';
import {
  leaguePercentile,
  percentileBand,
  standingWords,
  type PercentileBand,
} from '@/components/manager/lib/percentile';

const LEADERS_SHOWN = 3;

export interface LeagueCardStats {
  /** Members of the whole league; null when only part of a big league was read and its size is unknown. */
  members: number | null;
  rank: number | null;
  lastRank: number | null;
  points: number | null;
  percentile: number | null;
  /** 'Top 3.4%' or 'Bottom 3.4%': the percentile as a manager reads it. */
  standing: string | null;
  band: PercentileBand | null;
  /** The manager's points minus the league average; null when they are not in the rows read. */
  difference: number | null;
  leaders: StandingRow[];
}

/**
 * What a league card shows. The standings are preferred to the manager's league list for rank and
 * movement (the list can lag behind the table); without standings (loading or failed) the list's
 * rank and the league size it reports are used, and nothing is made up for the rest.
 */
export function leagueCardStats(
  league: FplEntryClassicLeague,
  standings: LeagueStandingsResponse | undefined,
  managerId: number,
): LeagueCardStats {
  const rows = standings?.standings.results ?? [];
  const you = rows.find((r) => r.entry === managerId);
  const members = standings && !standings.capped ? rows.length : (league.rank_count ?? null);
  const rank = you?.rank ?? league.entry_rank ?? null;
  const percentile = rank !== null && members !== null ? leaguePercentile(rank, members) : null;
  const average = averageTotal(rows);
  return {
    members,
    rank,
    lastRank: you ? you.last_rank : (league.entry_last_rank ?? null),
    points: you?.total ?? null,
    percentile,
    standing: rank !== null && members !== null ? standingWords(rank, members) : null,
    band: percentile === null ? null : percentileBand(percentile),
    difference: you && average !== null ? differenceFromAverage(you.total, average) : null,
    leaders: rows.slice(0, LEADERS_SHOWN),
  };
}
