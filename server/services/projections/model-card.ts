import { assistsPerGoal } from '@engine/match-model';
import type { historyRepository } from '../../db/repositories/past-seasons';

/**
 * What the assist table reads besides the fit: the assists-per-goal rate measured on the imported
 * seasons (the About cards' backtest figures come from match-model/backtest-store.ts).
 */

/**
 * Without an imported season to measure on: the same measure over the vaastav players_raw files of
 * 2016-17 to 2024-25 (8,489 assists for 9,394 goals and 334 own goals; 0.855 to 0.891 per season).
 */
export const MEASURED_ASSISTS_PER_GOAL = {
  value: 0.873,
  source: "Measured on the game's 2016-17 to 2024-25 seasons",
} as const;

const round3 = (x: number) => Math.round(x * 1000) / 1000;

type History = Pick<ReturnType<typeof historyRepository>, 'listSeasons' | 'goalTotals'>;

/**
 * Assists the game credited per team goal over the imported seasons before `season` (the one
 * shown), measured once per set of imports (an import replaces a season and records when). An
 * imported season's figures are its end-of-season totals: the shown season's own (or a later one)
 * would carry matches after a replay's gameweek (FPL_AS_OF_GAMEWEEK), so they are left out.
 */
export function createAssistsRate(history: History, season: () => Promise<string | null>) {
  let measured: { key: string; rate: Promise<{ value: number; source: string }> } | null = null;
  async function measure(labels: string[]) {
    const rate = assistsPerGoal(await history.goalTotals(labels));
    if (!Number.isFinite(rate)) return { ...MEASURED_ASSISTS_PER_GOAL };
    const span = labels.length === 1 ? labels[0] : `${labels.at(-1)} to ${labels[0]}`;
    return { value: round3(rate), source: `Measured on the imported seasons ${span}` };
  }
  return async (): Promise<{ value: number; source: string }> => {
    const shown = await season();
    // Season labels ('2024-25') sort as their years; without a known season nothing is left out.
    const seasons = (await history.listSeasons()).filter((s) => shown === null || s.label < shown);
    const key = seasons.map((s) => `${s.label}@${s.importedAt.toISOString()}`).join(',');
    if (measured?.key !== key) measured = { key, rate: measure(seasons.map((s) => s.label)) };
    return measured.rate;
  };
}
