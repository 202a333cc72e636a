import type { LeagueLive, LeagueLiveRow } from '@contracts/api/live';
import type { FplStandingsEntry } from '@contracts/fpl/leagues';
import { rankByTotal } from '@engine/live';
import { UpstreamError, type FplSource } from '../fpl/source';
import { notFound } from '../http/api-error';
import { gameweekScores, managerLive, type GameweekScores } from './live';
import { orNotFound } from './upstream';

/**
 * One member's live row: his picks counted with the gameweek's live scores. A member with no team
 * this gameweek (joined after its deadline) keeps the total the game published.
 */
async function memberRow(
  fpl: FplSource,
  scores: GameweekScores,
  member: FplStandingsEntry,
): Promise<Omit<LeagueLiveRow, 'rank'> & { bonusProvisional: boolean }> {
  const base = {
    entry: member.entry,
    entry_name: member.entry_name,
    player_name: member.player_name,
    published_rank: member.rank,
  };
  let picks;
  try {
    picks = (await fpl.entryPicks(member.entry, scores.gameweek)).data;
  } catch (err) {
    if (!(err instanceof UpstreamError && err.kind === 'not_found')) throw err;
    const none = { live_points: null, transfer_cost: 0, captain: null, active_chip: null };
    return { ...base, ...none, total: member.total, bonusProvisional: false };
  }
  const live = managerLive(member.entry, scores, picks);
  return {
    ...base,
    live_points: live.points,
    transfer_cost: live.transfer_cost,
    total: live.total_points,
    captain: live.picks.find((p) => p.multiplier > 1)?.element ?? null,
    active_chip: live.active_chip,
    bonusProvisional: live.bonus_provisional,
  };
}

/**
 * A classic league's standings page re-ranked by live total (issue 33). The gameweek's live
 * scores are read once for the whole page, and the upstream source caches and coalesces them, so
 * however many members and visitors ask, the game is asked for them at most once a minute.
 */
export function createLeagueLiveService({ fpl }: { fpl: FplSource }) {
  return async function leagueLive(leagueId: number, page = 1): Promise<LeagueLive> {
    const [standings, scores] = await Promise.all([
      orNotFound(fpl.leagueStandings(leagueId, page), `League ${leagueId} not found`),
      gameweekScores(fpl),
    ]);
    const { league, standings: table } = standings.data;
    if (league.scoring !== 'c') throw notFound(`League ${leagueId} is not a classic league`);
    if (page > 1 && table.results.length === 0) throw notFound(`League ${leagueId} has no page ${page}`);
    const rows = await Promise.all(table.results.map((member) => memberRow(fpl, scores, member)));
    return {
      league_id: league.id,
      league_name: league.name,
      gameweek: scores.gameweek,
      page,
      has_next: table.has_next,
      bonus_provisional: rows.some((r) => r.bonusProvisional),
      gameweek_finished: scores.finished,
      rows: rankByTotal(rows).map(({ bonusProvisional: _, ...row }) => row),
      updated_at: scores.updatedAt.toISOString(),
    };
  };
}
export type LeagueLiveService = ReturnType<typeof createLeagueLiveService>;
