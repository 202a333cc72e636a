import type { PlayerAssistProjectionsResponse, PlayerGoalProjectionsResponse } from '@contracts/api/shares';
import type { PlayerRow } from './player-rows';

type GoalPlayer = PlayerGoalProjectionsResponse['players'][number];
type AssistPlayer = PlayerAssistProjectionsResponse['players'][number];

const identity = (p: GoalPlayer | AssistPlayer) => ({
  id: p.id,
  name: p.name,
  position: p.position,
  team_short: p.team_short,
  team_name: p.team_name,
  price: p.price,
});

/** A goal projection row: the season's goals (so far plus projected) and his share of the rest. */
export const goalRow = (p: GoalPlayer): PlayerRow => ({
  ...identity(p),
  so_far: p.goals_so_far,
  projected: p.season_goals,
  share: p.goal_share,
});

export const assistRow = (p: AssistPlayer): PlayerRow => ({
  ...identity(p),
  so_far: p.assists_so_far,
  projected: p.season_assists,
  share: p.assist_share,
});
