import type {
  HistoricalAssistShareResponse,
  HistoricalGoalShareResponse,
  SeasonAssistShareResponse,
  SeasonGoalShareResponse,
  ShareModel,
} from '@contracts/api/shares';

/** `/api/seasons`: newest first, the live season included (as the server answers). */
export const SEASONS = ['2025-26', '2024-25', '2023-24'];

export const MODEL: ShareModel = {
  seasons: ['2022-23', '2023-24', '2024-25', '2025-26'],
  position_priors: { gkp: 0.004, def: 0.0312, mid: 0.1148, fwd: 0.2683 },
  prior_strength: 20,
  expected_weight: 0.5,
  decay_per_day: 0.0015,
  own_goal_share: 0.0291,
  assists_per_goal: 0.871,
  mover_factor: 0.92,
  provisional_reason: null,
  backtest: null,
};

export const BACKTEST: NonNullable<ShareModel['backtest']> = {
  measured_at: '2026-11-20T10:00:00Z',
  seasons: [
    {
      season: '2023-24',
      origin_kickoff_time: '2024-01-01T15:00:00Z',
      players: 540,
      goals: { model: 0.9461, position_only: 1.0443 },
      assists: { model: 1.0312, position_only: 1.2154 },
    },
  ],
  settings: { expected_weight: 0.5, decay_per_day: 0.0015, prior_strength: 20 },
};

type Club = { id: number; short: string; name: string };

/** A club's fields as a team or player row of the share answers names it. */
const clubFields = (team: Club) => ({ team_id: team.id, team_short: team.short, team_name: team.name });

const player = (team: Club, id: number, position: string) => ({
  id,
  name: `Player ${id}`,
  position,
  ...clubFields(team),
  price: 60,
  next_minutes_share: 1,
  from_previous_club: 0,
  share_on_pitch: 0.1,
});

const LIV = { id: 12, short: 'LIV', name: 'Liverpool' };
const ARS = { id: 1, short: 'ARS', name: 'Arsenal' };

/** Liverpool: 12 players (the first two spelt out, then ten at 2% each); Arsenal: two players. */
export function goalSeason(teams: 'all' | 'none' = 'all'): SeasonGoalShareResponse {
  const livRest = Array.from({ length: 10 }, (_, i) => ({
    ...player(LIV, 100 + i, 'DEF'),
    goal_share: 0.02,
    goals_so_far: 0,
    projected_goals: 1.1,
    season_goals: 1.1,
    xg_per_90: null,
  }));
  return {
    season: '2025-26',
    gameweek: 11,
    model: MODEL,
    teams:
      teams === 'none'
        ? []
        : [
            {
              ...clubFields(LIV),
              goals_so_far: 28,
              expected_goals: 55.271,
              season_goals: 83.27,
              own_goals_so_far: 1,
              projected_own_goals: 1.684,
              players: [
                {
                  ...player(LIV, 9, 'FWD'),
                  name: 'Salah',
                  goal_share: 0.22204,
                  goals_so_far: 6,
                  projected_goals: 12.2735,
                  season_goals: 18.27,
                  xg_per_90: 0.614,
                },
                {
                  ...player(LIV, 10, 'MID'),
                  name: 'Szoboszlai',
                  goal_share: 0.0956,
                  goals_so_far: 3,
                  projected_goals: 5.284,
                  season_goals: 8.28,
                  xg_per_90: 0.2,
                },
                ...livRest,
              ],
            },
            {
              ...clubFields(ARS),
              goals_so_far: 20,
              expected_goals: 48.5,
              season_goals: 68.5,
              own_goals_so_far: 0,
              projected_own_goals: 1.5,
              players: [
                {
                  ...player(ARS, 20, 'MID'),
                  name: 'Saka',
                  goal_share: 0.15,
                  goals_so_far: 4,
                  projected_goals: 7.275,
                  season_goals: 11.28,
                  xg_per_90: 0.35,
                },
                {
                  ...player(ARS, 21, 'GKP'),
                  name: 'Raya',
                  goal_share: 0,
                  goals_so_far: 0,
                  projected_goals: 0,
                  season_goals: 0,
                  xg_per_90: null,
                },
              ],
            },
          ],
  };
}

/** 2024-25: Arsenal first (most goals), Everton with an own goal and a scorer. */
export const goalPast: HistoricalGoalShareResponse = {
  season: '2024-25',
  teams: [
    {
      team_id: 1,
      team_name: 'Arsenal',
      team_short: 'ARS',
      goals: 69,
      own_goals: 3,
      players: [
        { id: 22, name: 'Havertz', position: 'FWD', goals: 9, goal_share: 9 / 69, minutes: 2100, xg: 8 },
        { id: 20, name: 'Saka', position: 'MID', goals: 6, goal_share: 6 / 69, minutes: 1700, xg: 5.1 },
      ],
    },
    {
      team_id: 8,
      team_name: 'Everton',
      team_short: 'EVE',
      goals: 42,
      own_goals: 2,
      players: [
        { id: 40, name: 'Beto', position: 'FWD', goals: 8, goal_share: 8 / 42, minutes: 1500, xg: 7 },
      ],
    },
  ],
};

/** Liverpool: nine players, shares 24%, 16%, 12%, 9%, then five at 3% (one beyond the top 8). */
export function assistSeason(teams: 'all' | 'none' = 'all'): SeasonAssistShareResponse {
  const shares = [0.24, 0.16, 0.12, 0.09, 0.03, 0.03, 0.03, 0.03, 0.03];
  return {
    season: '2025-26',
    gameweek: 11,
    model: { ...MODEL, own_goal_share: 0, position_priors: { gkp: 0.01, def: 0.06, mid: 0.13, fwd: 0.12 } },
    teams:
      teams === 'none'
        ? []
        : [
            {
              ...clubFields(LIV),
              assists_so_far: 23,
              expected_assists: 44.444,
              season_assists: 67.44,
              players: shares.map((s, i) => ({
                ...player(LIV, 300 + i, i < 4 ? 'MID' : 'DEF'),
                assist_share: s,
                assists_so_far: 1,
                projected_assists: 44.44 * s,
                season_assists: 1 + 44.44 * s,
                xa_per_90: 0.1,
              })),
            },
          ],
  };
}

export const assistPast: HistoricalAssistShareResponse = {
  season: '2024-25',
  teams: [
    {
      team_id: 1,
      team_name: 'Arsenal',
      team_short: 'ARS',
      assists: 50,
      goals: 69,
      players: [
        { id: 23, name: 'Odegaard', position: 'MID', assists: 8, assist_share: 0.16, minutes: 2200, xa: 7.2 },
      ],
    },
  ],
};
