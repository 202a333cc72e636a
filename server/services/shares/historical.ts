import type { HistoricalAssistShareResponse, HistoricalGoalShareResponse } from '@contracts/api/shares';
import type { historyRepository } from '../../db/repositories/past-seasons';
import type {
  PlayerClubTotals,
  seasonSharesRepository,
  TeamSeasonGoals,
} from '../../db/repositories/season-shares';

export interface HistoricalSharesDeps {
  history: Pick<ReturnType<typeof historyRepository>, 'listSeasons'>;
  shares: ReturnType<typeof seasonSharesRepository>;
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);
const byName = (a: { team_name: string }, b: { team_name: string }) =>
  a.team_name.localeCompare(b.team_name, 'en');

/**
 * Past seasons' goal and assist shares from the imported history. A season counts once its import
 * is complete (the seasons row is written last); null for a season never imported.
 */
export function createHistoricalShares({ history, shares }: HistoricalSharesDeps) {
  async function season(label: string) {
    const imported = await history.listSeasons();
    if (!imported.some((s) => s.label === label)) return null;
    const [players, teams] = await Promise.all([shares.playerClubTotals(label), shares.teamGoals(label)]);
    const playersOf = new Map<number, PlayerClubTotals[]>();
    for (const p of players) playersOf.set(p.teamId, [...(playersOf.get(p.teamId) ?? []), p]);
    return { teams, playersOf: (t: TeamSeasonGoals) => playersOf.get(t.teamId) ?? [] };
  }

  const identity = (t: TeamSeasonGoals) => ({
    team_id: t.teamId,
    team_name: t.name,
    team_short: t.shortName,
  });

  return {
    async goalShare(label: string): Promise<HistoricalGoalShareResponse | null> {
      const s = await season(label);
      if (!s) return null;
      const teams = s.teams.map((t) => ({
        ...identity(t),
        goals: t.goals,
        own_goals: t.ownGoalsFor,
        players: s
          .playersOf(t)
          .map((p) => ({
            id: p.playerId,
            name: p.name,
            position: p.position,
            goals: p.goals,
            goal_share: share(p.goals, t.goals),
            minutes: p.minutes,
            xg: round2(p.xg),
          }))
          .sort((a, b) => b.goals - a.goals || b.minutes - a.minutes || a.id - b.id),
      }));
      return { season: label, teams: teams.sort((a, b) => b.goals - a.goals || byName(a, b)) };
    },

    async assistShare(label: string): Promise<HistoricalAssistShareResponse | null> {
      const s = await season(label);
      if (!s) return null;
      const teams = s.teams.map((t) => {
        const players = s.playersOf(t);
        const assists = players.reduce((sum, p) => sum + p.assists, 0);
        return {
          ...identity(t),
          assists,
          goals: t.goals,
          players: players
            .map((p) => ({
              id: p.playerId,
              name: p.name,
              position: p.position,
              assists: p.assists,
              assist_share: share(p.assists, assists),
              minutes: p.minutes,
              xa: round2(p.xa),
            }))
            .sort((a, b) => b.assists - a.assists || b.minutes - a.minutes || a.id - b.id),
        };
      });
      return { season: label, teams: teams.sort((a, b) => b.assists - a.assists || byName(a, b)) };
    },
  };
}
export type HistoricalShares = ReturnType<typeof createHistoricalShares>;
