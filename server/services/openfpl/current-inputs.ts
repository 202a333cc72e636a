import { positionId } from '@contracts/game/positions';
import type { FplElement, FplFixture } from '@contracts/fpl/index';
import type { MatchRow } from '@engine/shares';
import { type RateRow } from '@engine/points';
import type { PointsHistoryRow } from '../../db/repositories/points-history';
import { hisClubMatches } from '../shares/club-matches';
import { playerKey } from '../shares/current-rows';

function statBy(f: FplFixture, identifier: string, side: 'h' | 'a'): Map<number, number> {
  const entry = f.stats?.find((s) => s.identifier === identifier);
  return new Map((entry?.[side] ?? []).map((s) => [s.element, s.value]));
}

/**
 * The rate model's rows of the current season: each row with minutes (shares' current rows) and
 * the finished fixture's own stats for him (bonus, saves, cards, own goals, defensive
 * contributions), so the rates need no per-player call.
 */
export function currentRateRows(
  current: readonly MatchRow[],
  fixtures: readonly FplFixture[],
  elements: readonly FplElement[],
): RateRow[] {
  const byFixture = new Map(fixtures.map((f) => [f.id, f]));
  const idOf = new Map(elements.map((e) => [playerKey(e), e.id]));
  return current.flatMap((r) => {
    const f = byFixture.get(r.fixtureId);
    const id = idOf.get(r.player);
    const position = positionId(r.position);
    if (!f || id === undefined || position === undefined) return [];
    const side = r.team === f.team_h ? 'h' : 'a';
    const stat = (name: string) => statBy(f, name, side).get(id) ?? 0;
    return [
      {
        player: r.player,
        position,
        kickoffMs: r.kickoffMs,
        minutes: r.minutes,
        saves: stat('saves'),
        teamConceded: (side === 'h' ? f.team_a_score : f.team_h_score) ?? 0,
        bonus: stat('bonus'),
        yellowCards: stat('yellow_cards'),
        redCards: stat('red_cards'),
        ownGoals: stat('own_goals'),
        defensiveContribution: stat('defensive_contribution'),
      },
    ];
  });
}

/**
 * What the points fit reads of a past seasons' row: the rate model's fields, the season, code and
 * position that order a player's minutes, and his club (team code) for the movers' minutes. The
 * worker is sent these (past-columns.ts), not the whole row.
 */
export type PastFitRow = Pick<
  PointsHistoryRow,
  | 'season'
  | 'code'
  | 'position'
  | 'club'
  | 'kickoffMs'
  | 'minutes'
  | 'saves'
  | 'teamConceded'
  | 'bonus'
  | 'yellowCards'
  | 'redCards'
  | 'ownGoals'
  | 'defensiveContribution'
>;

/** The past seasons' rows as the rate model reads them. */
export const pastRateRows = (rows: readonly PastFitRow[]): RateRow[] =>
  rows.flatMap((r) => {
    const position = positionId(r.position);
    return position === undefined
      ? []
      : [
          {
            player: r.code,
            position,
            kickoffMs: r.kickoffMs,
            minutes: r.minutes,
            saves: r.saves,
            teamConceded: r.teamConceded,
            bonus: r.bonus,
            yellowCards: r.yellowCards,
            redCards: r.redCards,
            ownGoals: r.ownGoals,
            defensiveContribution: r.defensiveContribution,
          },
        ];
  });

/** One of a current player's club matches this season: his minutes, and whether it was his current club's. */
export interface SeasonMatch {
  minutes: number;
  /** Played for another club than his current one (a January arrival's old club). */
  elsewhere: boolean;
}

/**
 * Each current player's minutes over his club matches this season (hisClubMatches: a January
 * arrival's from his first match for his new club, or his old club's until he plays for it), in
 * order, 0 where he did not play (by element id): his recent minutes, and the minutes model's
 * sequences of this season.
 */
export function clubSeasonMinutes(
  elements: readonly FplElement[],
  current: readonly MatchRow[],
  finished: readonly FplFixture[],
): Map<number, SeasonMatch[]> {
  const played = new Map(current.map((r) => [`${r.player}/${r.fixtureId}`, r.minutes]));
  const rowsOf = new Map<number, MatchRow[]>();
  for (const r of current) rowsOf.set(r.player, [...(rowsOf.get(r.player) ?? []), r]);
  const byClub = new Map<number, FplFixture[]>();
  const clubFixtures = (team: number) => {
    let list = byClub.get(team);
    if (!list) byClub.set(team, (list = finished.filter((f) => f.team_h === team || f.team_a === team)));
    return list;
  };
  return new Map(
    elements.map((e) => {
      const key = playerKey(e);
      const club = hisClubMatches(e.team, rowsOf.get(key) ?? [], clubFixtures);
      return [
        e.id,
        club.map((f) => ({
          minutes: played.get(`${key}/${f.id}`) ?? 0,
          elsewhere: f.team_h !== e.team && f.team_a !== e.team,
        })),
      ];
    }),
  );
}

/** The past seasons' rows by player code, each player's in kick-off order. */
export function pastByCode(past: readonly PastFitRow[]): Map<number, PastFitRow[]> {
  const result = new Map<number, PastFitRow[]>();
  for (const r of past) {
    const list = result.get(r.code);
    if (list) list.push(r);
    else result.set(r.code, [r]);
  }
  for (const list of result.values()) list.sort((a, b) => a.kickoffMs - b.kickoffMs);
  return result;
}

/**
 * His last `n` matches of the past seasons, oldest first (his recent minutes before his club has
 * played), each marked whether it was for another club than `club`, his club's team code now.
 */
export function pastRecentMatches(
  element: FplElement,
  club: number | undefined,
  past: ReadonlyMap<number, readonly PastFitRow[]>,
  n: number,
): SeasonMatch[] {
  return (past.get(playerKey(element)) ?? [])
    .slice(-n)
    .map((r) => ({ minutes: r.minutes, elsewhere: club !== undefined && r.club !== club }));
}
