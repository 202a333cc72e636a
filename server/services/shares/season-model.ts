import { CLUB_SEASON_MATCHES } from '@contracts/game/season';
import { positionCode, type PositionCode } from '@contracts/game/positions';
import type { BootstrapStatic, FplElement, FplFixture } from '@contracts/fpl/index';
import {
  toAppearances,
  type MatchRow,
  availabilityFactor,
  splitMatch,
  usualMinutesShare,
  DEFAULT_SHARE_SETTINGS,
  playerShares,
  positionPriors,
  type Appearance,
  type PlayerShare,
  MOVER_SHARE_FACTOR,
} from '@engine/shares';
import type { SeasonMatch } from '@engine/projections';
import { hisClubMatches } from './club-matches';
import { playerKey } from './current-rows';

/** Recent club matches the usual minutes are read from. */
export const RECENT_MATCHES = 6;

/** A player's figures of one measure: his goals, or his assists. */
export interface MeasureOutlook {
  share: number;
  /** The part of the evidence behind the share earned at his previous clubs (scaled by the mover factor). */
  fromPreviousClub: number;
  projected: number;
  soFar: number;
  /** xG (xA) per 90 minutes this season; null without minutes that measured it. */
  per90: number | null;
}

export interface PlayerOutlook {
  element: FplElement;
  position: PositionCode;
  nextMinutesShare: number;
  goals: MeasureOutlook;
  assists: MeasureOutlook;
}

export interface TeamOutlook {
  expectedGoals: number;
  expectedAssists: number;
  projectedOwnGoals: number;
}

export interface SeasonOutlook {
  priors: { goals: Record<PositionCode, number>; assists: Record<PositionCode, number> };
  ownGoalShare: number;
  players: PlayerOutlook[];
  teams: Map<number, TeamOutlook>;
}

/** Share of the teams' goals no player of theirs scored (the opponents' own goals). */
function ownGoalShareOf(rows: readonly MatchRow[]): number {
  // Per season, fixture and team packed into one number (as in engine/shares/appearances.ts).
  const teamGoals = new Map<string, Map<number, number>>();
  let players = 0;
  for (const r of rows) {
    let season = teamGoals.get(r.season);
    if (!season) teamGoals.set(r.season, (season = new Map()));
    season.set(r.fixtureId * 2 ** 32 + r.team, r.teamGoals);
    players += r.goals;
  }
  let total = 0;
  for (const season of teamGoals.values()) for (const g of season.values()) total += g;
  return total > 0 ? Math.max(0, (total - players) / total) : 0;
}

/** Rows by player key, in their order. */
function byPlayer<T extends { player: number }>(rows: readonly T[]): Map<number, T[]> {
  const result = new Map<number, T[]>();
  for (const r of rows) {
    const list = result.get(r.player);
    if (list) list.push(r);
    else result.set(r.player, [r]);
  }
  return result;
}

/** Finished fixtures (in kick-off order) by each of their two clubs. */
function byClub(finished: readonly FplFixture[]): Map<number, FplFixture[]> {
  const result = new Map<number, FplFixture[]>();
  for (const f of finished) {
    for (const club of [f.team_h, f.team_a]) {
      const list = result.get(club);
      if (list) list.push(f);
      else result.set(club, [f]);
    }
  }
  return result;
}

/** The player's minutes in his last club matches this season (hisClubMatches); null without any. */
function recentMinutes(
  e: FplElement,
  mine: readonly MatchRow[],
  clubFixtures: ReadonlyMap<number, FplFixture[]>,
): number[] | null {
  const window = hisClubMatches(e.team, mine, (team) => clubFixtures.get(team) ?? []).slice(-RECENT_MATCHES);
  if (window.length === 0) return null;
  const minutes = new Map(mine.map((r) => [r.fixtureId, r.minutes]));
  return window.map((f) => minutes.get(f.id) ?? 0);
}

/** Without a finished match of his club this season: his minutes share of his latest past season. */
function pastMinutesShare(mine: readonly MatchRow[]): number {
  const latest = mine.reduce((s, r) => (r.season > s ? r.season : s), '');
  const minutes = mine.filter((r) => r.season === latest).reduce((s, r) => s + Math.min(r.minutes, 90), 0);
  return Math.min(1, minutes / (CLUB_SEASON_MATCHES * 90));
}

const perNinety = (rows: readonly MatchRow[], pick: (r: MatchRow) => number | null) => {
  const measured = rows.filter((r) => pick(r) !== null);
  const minutes = measured.reduce((s, r) => s + r.minutes, 0);
  return minutes > 0 ? (measured.reduce((s, r) => s + pick(r)!, 0) * 90) / minutes : null;
};

export interface SeasonOutlookInput {
  bootstrap: Pick<BootstrapStatic, 'elements' | 'events' | 'teams'>;
  fixtures: readonly FplFixture[];
  matches: readonly SeasonMatch[];
  /** The past seasons' rows and their appearances (toAppearances of them, kept by the caller). */
  past: { rows: readonly MatchRow[]; goals: readonly Appearance[]; assists: readonly Appearance[] };
  current: readonly MatchRow[];
  assistsPerGoal: number;
  asOfMs: number;
}

/**
 * The fitted part of the outlook: the position priors, the own-goal share and every player's goal
 * and assist shares. It reads the rows, the players' positions and the fit's instant only, so a
 * change of a player's status, chance of playing or price reuses it (the caller keys it).
 */
export function shareFit(input: Pick<SeasonOutlookInput, 'bootstrap' | 'past' | 'current' | 'asOfMs'>) {
  const rows = [...input.past.rows, ...input.current];
  // A team's appearances never span seasons: the past ones are computed once, by the caller.
  const now = toAppearances(input.current);
  const goals = [...input.past.goals, ...now.goals];
  const assists = [...input.past.assists, ...now.assists];
  const priors = { goals: positionPriors(goals), assists: positionPriors(assists) };
  const elements = input.bootstrap.elements.filter((e) => positionCode(e.element_type) !== undefined);
  const positions = new Map(elements.map((e) => [playerKey(e), positionCode(e.element_type)!]));
  // A share earned at his previous club carries over scaled by the measured mover factor.
  const codeOf = new Map(input.bootstrap.teams.map((t) => [t.id, t.code]));
  const clubs = new Map(elements.map((e) => [playerKey(e), codeOf.get(e.team) ?? -e.team]));
  return {
    priors,
    ownGoalShare: ownGoalShareOf(rows),
    goalShares: playerShares(goals, positions, priors.goals, input.asOfMs, DEFAULT_SHARE_SETTINGS, {
      clubs,
      factor: MOVER_SHARE_FACTOR.goals,
    }),
    assistShares: playerShares(assists, positions, priors.assists, input.asOfMs, DEFAULT_SHARE_SETTINGS, {
      clubs,
      factor: MOVER_SHARE_FACTOR.assists,
    }),
  };
}

/**
 * Every current player's shares, usual minutes and projections for the season's remaining matches
 * (those without a result): each match's expected goals split by engine/shares/projection.ts, the
 * next gameweek's with availability, assists from expected goals x `assistsPerGoal`.
 */
export function seasonOutlook(input: SeasonOutlookInput, fit = shareFit(input)): SeasonOutlook {
  const { priors, ownGoalShare, goalShares, assistShares } = fit;
  const elements = input.bootstrap.elements.filter((e) => positionCode(e.element_type) !== undefined);
  const finished = input.fixtures
    .filter((f) => f.finished && f.kickoff_time !== null)
    .sort((a, b) => Date.parse(a.kickoff_time!) - Date.parse(b.kickoff_time!));
  const nextGameweek = input.bootstrap.events.find((e) => e.is_next)?.id ?? null;
  const currentOf = byPlayer(input.current);
  const pastOf = byPlayer(input.past.rows);
  const clubFixtures = byClub(finished);

  // His usual minutes share; availability applies per match.
  const usual = new Map<number, number>();
  const players = elements.map((element): PlayerOutlook => {
    const key = playerKey(element);
    const mine = currentOf.get(key) ?? [];
    const recent = recentMinutes(element, mine, clubFixtures);
    usual.set(
      element.id,
      recent === null ? pastMinutesShare(pastOf.get(key) ?? []) : usualMinutesShare(recent),
    );
    return {
      element,
      position: positionCode(element.element_type)!,
      nextMinutesShare: 0,
      goals: measureOutlook(goalShares.get(key)!, mine, 'goals', 'xg'),
      assists: measureOutlook(assistShares.get(key)!, mine, 'assists', 'xa'),
    };
  });
  const minutesShare = (p: PlayerOutlook, isNext: boolean) =>
    usual.get(p.element.id)! * availabilityFactor(availabilityOf(p.element), isNext);

  const squads = new Map<number, PlayerOutlook[]>();
  for (const p of players) squads.set(p.element.team, [...(squads.get(p.element.team) ?? []), p]);
  const teams = new Map<number, TeamOutlook>();
  for (const p of players) p.nextMinutesShare = minutesShare(p, true);
  for (const m of input.matches) {
    if (m.actual) continue;
    const isNext = nextGameweek !== null && m.gameweek === nextGameweek;
    for (const [club, expected] of [
      [m.home.id, m.odds.homeGoals],
      [m.away.id, m.odds.awayGoals],
    ] as const) {
      const squad = squads.get(club) ?? [];
      const minutes = squad.map((p) => minutesShare(p, isNext));
      const g = splitMatch(
        expected,
        squad.map((p, i) => ({ player: p.element.id, share: p.goals.share, minutesShare: minutes[i]! })),
        ownGoalShare,
      );
      const xa = expected * input.assistsPerGoal;
      const a = splitMatch(
        xa,
        squad.map((p, i) => ({ player: p.element.id, share: p.assists.share, minutesShare: minutes[i]! })),
        0,
      );
      squad.forEach((p, i) => {
        p.goals.projected += g.players[i]!;
        p.assists.projected += a.players[i]!;
      });
      const t = teams.get(club) ?? { expectedGoals: 0, expectedAssists: 0, projectedOwnGoals: 0 };
      t.expectedGoals += expected;
      t.expectedAssists += xa;
      t.projectedOwnGoals += g.ownGoals;
      teams.set(club, t);
    }
  }
  return { priors, ownGoalShare, players, teams };
}

const elsewhere = (s: PlayerShare) => (s.exposure > 0 ? s.elsewhere / s.exposure : 0);

/**
 * One measure's figures before the projection: the fitted share, and this season's count and
 * expected count per 90 from his match rows (`goals` and `xg`, or `assists` and `xa`).
 */
function measureOutlook(
  share: PlayerShare,
  mine: readonly MatchRow[],
  count: 'goals' | 'assists',
  measured: 'xg' | 'xa',
): MeasureOutlook {
  return {
    share: share.share,
    fromPreviousClub: elsewhere(share),
    projected: 0,
    soFar: mine.reduce((s, r) => s + r[count], 0),
    per90: perNinety(mine, (r) => r[measured]),
  };
}

const availabilityOf = (e: FplElement) => ({
  status: e.status,
  chanceNextRound: e.chance_of_playing_next_round,
});
