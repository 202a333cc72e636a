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

interface SeasonShares {
  goals: HistoricalGoalShareResponse;
  assists: HistoricalAssistShareResponse;
}

/**
 * Past seasons' goal and assist shares from the imported history. A season counts once its import
 * is complete (the seasons row is written last); null for a season never imported. Both measures
 * of a season come from one read of its totals, kept until the season is imported again (its
 * `imported_at` changes): a warm request reads only the seasons list.
 */
export function createHistoricalShares({ history, shares }: HistoricalSharesDeps) {
  const kept = new Map<string, { importedAt: number; value: Promise<SeasonShares> }>();

  async function season(label: string): Promise<SeasonShares | null> {
    const imported = (await history.listSeasons()).find((s) => s.label === label);
    if (!imported) return null;
    const importedAt = imported.importedAt.getTime();
    const known = kept.get(label);
    if (known?.importedAt === importedAt) return known.value;
    const entry = { importedAt, value: build(label) };
    kept.set(label, entry);
    entry.value.catch(() => {
      if (kept.get(label) === entry) kept.delete(label);
    });
    return entry.value;
  }

  async function build(label: string): Promise<SeasonShares> {
    const [players, teams] = await Promise.all([shares.playerClubTotals(label), shares.teamGoals(label)]);
    const playersOf = new Map<number, PlayerClubTotals[]>();
    for (const p of players) playersOf.set(p.teamId, [...(playersOf.get(p.teamId) ?? []), p]);
    const of = (t: TeamSeasonGoals) => playersOf.get(t.teamId) ?? [];
    return { goals: goalShare(label, teams, of), assists: assistShare(label, teams, of) };
  }

  return {
    goalShare: async (label: string) => (await season(label))?.goals ?? null,
    assistShare: async (label: string) => (await season(label))?.assists ?? null,
  };
}
export type HistoricalShares = ReturnType<typeof createHistoricalShares>;

const identity = (t: TeamSeasonGoals) => ({
  team_id: t.teamId,
  team_name: t.name,
  team_short: t.shortName,
});

function goalShare(
  label: string,
  teamRows: readonly TeamSeasonGoals[],
  playersOf: (t: TeamSeasonGoals) => PlayerClubTotals[],
): HistoricalGoalShareResponse {
  const teams = teamRows.map((t) => ({
    ...identity(t),
    goals: t.goals,
    own_goals: t.ownGoalsFor,
    players: playersOf(t)
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
}

function assistShare(
  label: string,
  teamRows: readonly TeamSeasonGoals[],
  playersOf: (t: TeamSeasonGoals) => PlayerClubTotals[],
): HistoricalAssistShareResponse {
  const teams = teamRows.map((t) => {
    const players = playersOf(t);
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
}
