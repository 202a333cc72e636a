import type {
  PlayerAssistProjectionsResponse,
  PlayerGoalProjectionsResponse,
  SeasonAssistShareResponse,
  SeasonGoalShareResponse,
  SeasonProjectionsResponse,
  ShareBacktest,
  ShareModel,
} from '@contracts/api/shares';
import { SHARE_MEASURE_FIELDS, type ShareMeasure } from '@contracts/api/share-measures';
import { MOVER_SHARE_FACTOR, DEFAULT_SHARE_SETTINGS } from '@engine/shares';
import type { PositionCode } from '@contracts/game/positions';
import { provisionalReason } from '../projections/provisional';
import type { FplTeam } from '@contracts/fpl/index';
import type { ComputedSeason } from './season';
import type { PlayerOutlook, TeamOutlook } from './season-model';

const round2 = (x: number) => Math.round(x * 100) / 100;
// Shares and player projections keep 4 decimals: a team's players add up to its total within 0.01.
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const maybe2 = (x: number | null) => (x === null ? null : round2(x));

const priorsOf = (p: Record<PositionCode, number>) => ({
  gkp: round4(p.GKP),
  def: round4(p.DEF),
  mid: round4(p.MID),
  fwd: round4(p.FWD),
});

function model(
  c: ComputedSeason,
  priors: Record<PositionCode, number>,
  ownGoalShare: number,
  moverFactor: number,
  backtest: ShareBacktest | null,
): ShareModel {
  return {
    seasons: c.seasons,
    position_priors: priorsOf(priors),
    prior_strength: DEFAULT_SHARE_SETTINGS.priorStrength,
    expected_weight: DEFAULT_SHARE_SETTINGS.expectedWeight,
    decay_per_day: DEFAULT_SHARE_SETTINGS.decayPerDay,
    own_goal_share: round4(ownGoalShare),
    assists_per_goal: c.assistsPerGoal,
    mover_factor: moverFactor,
    provisional_reason: provisionalReason(c.season, c.seasons),
    backtest,
  };
}

function teamsById(c: ComputedSeason): Map<number, FplTeam> {
  return new Map(c.bootstrap.teams.map((t) => [t.id, t]));
}

/** Who a player is and his club, as every share row names them. */
function playerAndClub(p: PlayerOutlook, team: FplTeam | undefined) {
  return {
    id: p.element.id,
    name: p.element.web_name,
    position: p.position,
    team_id: p.element.team,
    team_short: team?.short_name ?? '',
    team_name: team?.name ?? '',
  };
}

function identity(p: PlayerOutlook, team: FplTeam | undefined) {
  return {
    ...playerAndClub(p, team),
    price: p.element.now_cost,
    next_minutes_share: round4(p.nextMinutesShare),
  };
}

type GoalPlayer = PlayerGoalProjectionsResponse['players'][number];
type AssistPlayer = PlayerAssistProjectionsResponse['players'][number];
type GoalTeam = SeasonGoalShareResponse['teams'][number];
type AssistTeam = SeasonAssistShareResponse['teams'][number];

type PlayerOf<M extends ShareMeasure> = M extends 'goals' ? GoalPlayer : AssistPlayer;
type TeamOf<M extends ShareMeasure> = M extends 'goals' ? GoalTeam : AssistTeam;
type ShareResponseOf<M extends ShareMeasure> = M extends 'goals'
  ? SeasonGoalShareResponse
  : SeasonAssistShareResponse;
type ProjectionsOf<M extends ShareMeasure> = M extends 'goals'
  ? PlayerGoalProjectionsResponse
  : PlayerAssistProjectionsResponse;

/** What differs between the measures: the response fields' names (contracts) and where the figures come from. */
const MEASURES = {
  goals: {
    ...SHARE_MEASURE_FIELDS.goals,
    teamExpected: (o: TeamOutlook) => o.expectedGoals,
    priors: (c: ComputedSeason) => c.outlook.priors.goals,
    ownGoalShare: (c: ComputedSeason) => c.outlook.ownGoalShare,
    moverFactor: MOVER_SHARE_FACTOR.goals,
  },
  assists: {
    ...SHARE_MEASURE_FIELDS.assists,
    teamExpected: (o: TeamOutlook) => o.expectedAssists,
    priors: (c: ComputedSeason) => c.outlook.priors.assists,
    // An own goal has no assist.
    ownGoalShare: () => 0,
    moverFactor: MOVER_SHARE_FACTOR.assists,
  },
} as const;

const NO_OUTLOOK: TeamOutlook = { expectedGoals: 0, expectedAssists: 0, projectedOwnGoals: 0 };

/**
 * Goals (the finished fixtures' scores) or assists (the game's credited assists) so far per club,
 * in one pass over the fixtures.
 */
function soFarByClub(c: ComputedSeason, measure: ShareMeasure): Map<number, number> {
  const result = new Map<number, number>();
  const add = (team: number, n: number) => result.set(team, (result.get(team) ?? 0) + n);
  const sum = (list: readonly { value: number }[] | undefined) =>
    (list ?? []).reduce((s, a) => s + a.value, 0);
  for (const f of c.fixtures) {
    if (!f.finished || f.team_h_score === null || f.team_a_score === null) continue;
    const assists = f.stats?.find((s) => s.identifier === 'assists');
    add(f.team_h, measure === 'goals' ? f.team_h_score : sum(assists?.h));
    add(f.team_a, measure === 'goals' ? f.team_a_score : sum(assists?.a));
  }
  return result;
}

/** A player's row under the measure's field names, with the figures it is sorted by. */
function sharePlayer<M extends ShareMeasure>(
  measure: M,
  p: PlayerOutlook,
  team: FplTeam | undefined,
  teamExpected: number,
) {
  const m = MEASURES[measure];
  const v = p[measure];
  const share = teamExpected > 0 ? round4(v.projected / teamExpected) : 0;
  const projected = round4(v.projected);
  // The fields' names come from the measure's table; their values and types are the same for both.
  const row = {
    ...identity(p, team),
    [m.share]: share,
    share_on_pitch: round4(v.share),
    from_previous_club: round2(v.fromPreviousClub),
    [m.soFar]: v.soFar,
    [m.projected]: projected,
    [m.season]: round2(v.soFar + v.projected),
    [m.per90]: maybe2(v.per90),
  } as PlayerOf<M>;
  return { row, share, soFar: v.soFar, projected };
}

/** `GET /api/goal-share-season` and `GET /api/assist-share-season`. */
export function seasonShareResponse<M extends ShareMeasure>(
  measure: M,
  c: ComputedSeason,
  backtest: ShareBacktest | null,
): ShareResponseOf<M> {
  const m = MEASURES[measure];
  const clubs = teamsById(c);
  const soFar = soFarByClub(c, measure);
  const teams = c.bootstrap.teams.map((t) => {
    const o = c.outlook.teams.get(t.id) ?? NO_OUTLOOK;
    const expected = round2(m.teamExpected(o));
    const players = c.outlook.players
      .filter((p) => p.element.team === t.id)
      .map((p) => sharePlayer(measure, p, clubs.get(t.id), m.teamExpected(o)))
      .sort((a, b) => b.share - a.share || b.soFar - a.soFar || a.row.id - b.row.id)
      .map((p) => p.row);
    const counted = soFar.get(t.id) ?? 0;
    // Own goals belong to the goals measure only (an own goal has no assist).
    const ownGoals: Partial<Pick<GoalTeam, 'own_goals_so_far' | 'projected_own_goals'>> =
      measure === 'goals'
        ? {
            own_goals_so_far: c.ownGoalsSoFar.get(t.id) ?? 0,
            projected_own_goals: round2(o.projectedOwnGoals),
          }
        : {};
    const row = {
      team_id: t.id,
      team_name: t.name,
      team_short: t.short_name,
      [m.soFar]: counted,
      [m.expected]: expected,
      [m.season]: round2(counted + m.teamExpected(o)),
      ...ownGoals,
      players,
    } as unknown as TeamOf<M>;
    return { row, expected };
  });
  teams.sort((a, b) => b.expected - a.expected || a.row.team_name.localeCompare(b.row.team_name, 'en'));
  return {
    season: c.season,
    gameweek: c.gameweek,
    model: model(c, m.priors(c), m.ownGoalShare(c), m.moverFactor, backtest),
    teams: teams.map((t) => t.row),
  } as ShareResponseOf<M>;
}

/** `GET /api/player-goal-projections` and `GET /api/player-assist-projections`. */
export function playerProjections<M extends ShareMeasure>(measure: M, c: ComputedSeason): ProjectionsOf<M> {
  const m = MEASURES[measure];
  const clubs = teamsById(c);
  const expected = (team: number) => m.teamExpected(c.outlook.teams.get(team) ?? NO_OUTLOOK);
  const players = c.outlook.players
    .map((p) => sharePlayer(measure, p, clubs.get(p.element.team), expected(p.element.team)))
    .sort((a, b) => b.projected - a.projected || a.row.id - b.row.id)
    .map((p) => p.row);
  return { season: c.season, gameweek: c.gameweek, players } as ProjectionsOf<M>;
}

export function seasonProjections(c: ComputedSeason): SeasonProjectionsResponse {
  const clubs = teamsById(c);
  const players = c.outlook.players.map((p) => {
    const team = clubs.get(p.element.team);
    const goals = p.goals.soFar + p.goals.projected;
    const assists = p.assists.soFar + p.assists.projected;
    return {
      ...playerAndClub(p, team),
      goals_so_far: p.goals.soFar,
      assists_so_far: p.assists.soFar,
      projected_goals: round4(p.goals.projected),
      projected_assists: round4(p.assists.projected),
      season_goals: round2(goals),
      season_assists: round2(assists),
      season_involvements: round2(goals + assists),
    };
  });
  players.sort((a, b) => b.season_involvements - a.season_involvements || a.id - b.id);
  return { season: c.season, gameweek: c.gameweek, players };
}
