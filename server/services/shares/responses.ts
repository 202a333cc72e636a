import type {
  PlayerAssistProjectionsResponse,
  PlayerGoalProjectionsResponse,
  SeasonAssistShareResponse,
  SeasonGoalShareResponse,
  SeasonProjectionsResponse,
  ShareBacktest,
  ShareModel,
} from '@contracts/api/shares';
import { DEFAULT_SHARE_SETTINGS, type Position } from '@engine/shares/share-model';
import type { FplTeam } from '@contracts/fpl/index';
import type { ComputedSeason } from './season';
import type { PlayerOutlook } from './season-model';

const round2 = (x: number) => Math.round(x * 100) / 100;
// Shares and player projections keep 4 decimals: a team's players add up to its total within 0.01.
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const maybe2 = (x: number | null) => (x === null ? null : round2(x));

const priorsOf = (p: Record<Position, number>) => ({
  gkp: round4(p.GKP),
  def: round4(p.DEF),
  mid: round4(p.MID),
  fwd: round4(p.FWD),
});

function model(
  c: ComputedSeason,
  priors: Record<Position, number>,
  ownGoals: boolean,
  backtest: ShareBacktest | null,
): ShareModel {
  return {
    seasons: c.seasons,
    position_priors: priorsOf(priors),
    prior_strength: DEFAULT_SHARE_SETTINGS.priorStrength,
    expected_weight: DEFAULT_SHARE_SETTINGS.expectedWeight,
    decay_per_day: DEFAULT_SHARE_SETTINGS.decayPerDay,
    own_goal_share: ownGoals ? round4(c.outlook.ownGoalShare) : 0,
    assists_per_goal: c.assistsPerGoal,
    backtest,
  };
}

function teamsById(c: ComputedSeason): Map<number, FplTeam> {
  return new Map(c.bootstrap.teams.map((t) => [t.id, t]));
}

function identity(p: PlayerOutlook, team: FplTeam | undefined) {
  return {
    id: p.element.id,
    name: p.element.web_name,
    position: p.position,
    team_id: p.element.team,
    team_short: team?.short_name ?? '',
    team_name: team?.name ?? '',
    price: p.element.now_cost,
    next_minutes_share: round4(p.nextMinutesShare),
  };
}

/** Goals so far per club: finished fixtures' scores. */
function goalsSoFar(c: ComputedSeason, side: 'goals' | 'assists'): Map<number, number> {
  const result = new Map<number, number>();
  const add = (team: number, n: number) => result.set(team, (result.get(team) ?? 0) + n);
  for (const f of c.fixtures) {
    if (!f.finished || f.team_h_score === null || f.team_a_score === null) continue;
    if (side === 'goals') {
      add(f.team_h, f.team_h_score);
      add(f.team_a, f.team_a_score);
    } else {
      const entry = f.stats?.find((s) => s.identifier === 'assists');
      add(
        f.team_h,
        (entry?.h ?? []).reduce((s, a) => s + a.value, 0),
      );
      add(
        f.team_a,
        (entry?.a ?? []).reduce((s, a) => s + a.value, 0),
      );
    }
  }
  return result;
}

const goalPlayer = (p: PlayerOutlook, team: FplTeam | undefined, teamExpected: number) => ({
  ...identity(p, team),
  goal_share: teamExpected > 0 ? round4(p.projectedGoals / teamExpected) : 0,
  share_on_pitch: round4(p.goalShare),
  goals_so_far: p.goalsSoFar,
  projected_goals: round4(p.projectedGoals),
  season_goals: round2(p.goalsSoFar + p.projectedGoals),
  xg_per_90: maybe2(p.xgPer90),
});

const assistPlayer = (p: PlayerOutlook, team: FplTeam | undefined, teamExpected: number) => ({
  ...identity(p, team),
  assist_share: teamExpected > 0 ? round4(p.projectedAssists / teamExpected) : 0,
  share_on_pitch: round4(p.assistShare),
  assists_so_far: p.assistsSoFar,
  projected_assists: round4(p.projectedAssists),
  season_assists: round2(p.assistsSoFar + p.projectedAssists),
  xa_per_90: maybe2(p.xaPer90),
});

export function goalShareResponse(
  c: ComputedSeason,
  backtest: ShareBacktest | null,
): SeasonGoalShareResponse {
  const clubs = teamsById(c);
  const soFar = goalsSoFar(c, 'goals');
  const teams = c.bootstrap.teams.map((t) => {
    const o = c.outlook.teams.get(t.id) ?? { expectedGoals: 0, expectedAssists: 0, projectedOwnGoals: 0 };
    const players = c.outlook.players
      .filter((p) => p.element.team === t.id)
      .map((p) => goalPlayer(p, clubs.get(t.id), o.expectedGoals))
      .sort((a, b) => b.goal_share - a.goal_share || b.goals_so_far - a.goals_so_far || a.id - b.id);
    const scored = soFar.get(t.id) ?? 0;
    return {
      team_id: t.id,
      team_name: t.name,
      team_short: t.short_name,
      goals_so_far: scored,
      expected_goals: round2(o.expectedGoals),
      season_goals: round2(scored + o.expectedGoals),
      own_goals_so_far: c.ownGoalsSoFar.get(t.id) ?? 0,
      projected_own_goals: round2(o.projectedOwnGoals),
      players,
    };
  });
  teams.sort((a, b) => b.expected_goals - a.expected_goals || a.team_name.localeCompare(b.team_name, 'en'));
  return {
    season: c.season,
    gameweek: c.gameweek,
    model: model(c, c.outlook.priors.goals, true, backtest),
    teams,
  };
}

export function assistShareResponse(
  c: ComputedSeason,
  backtest: ShareBacktest | null,
): SeasonAssistShareResponse {
  const clubs = teamsById(c);
  const soFar = goalsSoFar(c, 'assists');
  const teams = c.bootstrap.teams.map((t) => {
    const o = c.outlook.teams.get(t.id) ?? { expectedGoals: 0, expectedAssists: 0, projectedOwnGoals: 0 };
    const players = c.outlook.players
      .filter((p) => p.element.team === t.id)
      .map((p) => assistPlayer(p, clubs.get(t.id), o.expectedAssists))
      .sort((a, b) => b.assist_share - a.assist_share || b.assists_so_far - a.assists_so_far || a.id - b.id);
    const credited = soFar.get(t.id) ?? 0;
    return {
      team_id: t.id,
      team_name: t.name,
      team_short: t.short_name,
      assists_so_far: credited,
      expected_assists: round2(o.expectedAssists),
      season_assists: round2(credited + o.expectedAssists),
      players,
    };
  });
  teams.sort(
    (a, b) => b.expected_assists - a.expected_assists || a.team_name.localeCompare(b.team_name, 'en'),
  );
  return {
    season: c.season,
    gameweek: c.gameweek,
    model: model(c, c.outlook.priors.assists, false, backtest),
    teams,
  };
}

export function playerGoalProjections(c: ComputedSeason): PlayerGoalProjectionsResponse {
  const clubs = teamsById(c);
  const expected = (team: number) => c.outlook.teams.get(team)?.expectedGoals ?? 0;
  const players = c.outlook.players
    .map((p) => goalPlayer(p, clubs.get(p.element.team), expected(p.element.team)))
    .sort((a, b) => b.projected_goals - a.projected_goals || a.id - b.id);
  return { season: c.season, gameweek: c.gameweek, players };
}

export function playerAssistProjections(c: ComputedSeason): PlayerAssistProjectionsResponse {
  const clubs = teamsById(c);
  const expected = (team: number) => c.outlook.teams.get(team)?.expectedAssists ?? 0;
  const players = c.outlook.players
    .map((p) => assistPlayer(p, clubs.get(p.element.team), expected(p.element.team)))
    .sort((a, b) => b.projected_assists - a.projected_assists || a.id - b.id);
  return { season: c.season, gameweek: c.gameweek, players };
}

export function seasonProjections(c: ComputedSeason): SeasonProjectionsResponse {
  const clubs = teamsById(c);
  const players = c.outlook.players.map((p) => {
    const team = clubs.get(p.element.team);
    const goals = p.goalsSoFar + p.projectedGoals;
    const assists = p.assistsSoFar + p.projectedAssists;
    return {
      id: p.element.id,
      name: p.element.web_name,
      position: p.position,
      team_id: p.element.team,
      team_short: team?.short_name ?? '',
      team_name: team?.name ?? '',
      goals_so_far: p.goalsSoFar,
      assists_so_far: p.assistsSoFar,
      projected_goals: round4(p.projectedGoals),
      projected_assists: round4(p.projectedAssists),
      season_goals: round2(goals),
      season_assists: round2(assists),
      season_involvements: round2(goals + assists),
    };
  });
  players.sort((a, b) => b.season_involvements - a.season_involvements || a.id - b.id);
  return { season: c.season, gameweek: c.gameweek, players };
}
