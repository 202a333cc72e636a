import { modelProgress } from '../model';

/** One player's gameweek in an imported season (one row per gameweek; a double gameweek merged). */
export interface GameweekSample {
  gameweek: number;
  /** Price at this gameweek's deadline, tenths. */
  value: number;
  /** Net transfers in the window that ended at this gameweek's deadline. */
  transfersBalance: number;
  /** Owners at this gameweek's deadline. */
  selected: number;
  /** Minutes played in this gameweek's matches (after its deadline). */
  minutes: number;
}

/**
 * What is known just after a gameweek's deadline, when the prediction for the window up to the
 * next deadline is made. The same figures feed the baselines and the model.
 */
export interface Features {
  /** Net transfers since the last price change seen, carried across windows without a change. */
  carriedNet: number;
  /** Net transfers of the window that just closed. */
  lastWindowNet: number;
  owners: number;
  managers: number;
  /** Price steps in the window that just closed: +2 is two rises. */
  lastWindowMove: number;
  /** The player did not play in the last gameweek whose matches are over (a flag proxy: statuses are not stored). */
  benched: boolean;
}

/** A prediction point: the features, and the move in the window after it (the outcome). */
export interface HonestRow {
  features: Features;
  rose: boolean;
  fell: boolean;
}

/**
 * The features at the deadline of the last gameweek in `past`, from `past` alone: the builder is
 * given no later gameweek, so it cannot see the outcome. The counter restarts after a window with
 * a change (the transfers after the change inside that window are not known at gameweek level).
 * The last gameweek's minutes are not used: its matches are played after its deadline.
 */
export function featuresAt(past: readonly GameweekSample[], managers: number): Features | null {
  const now = past.at(-1);
  if (!now) return null;
  let carried = 0;
  for (let i = 1; i < past.length; i++) {
    const w = past[i] as GameweekSample;
    const prev = past[i - 1] as GameweekSample;
    carried = w.value !== prev.value || w.gameweek !== prev.gameweek + 1 ? 0 : carried + w.transfersBalance;
  }
  const before = past.at(-2);
  const consecutive = before !== undefined && before.gameweek === now.gameweek - 1;
  return {
    carriedNet: carried,
    lastWindowNet: now.transfersBalance,
    owners: now.selected,
    managers,
    lastWindowMove: consecutive ? now.value - before.value : 0,
    benched: consecutive ? before.minutes === 0 : false,
  };
}

/**
 * One row per player and consecutive pair of gameweeks: the features at the first deadline, the
 * price move by the second. `managers(gameweek)` is the game's manager count at that deadline.
 */
export function honestRows(
  series: ReadonlyArray<readonly GameweekSample[]>,
  managers: (gameweek: number) => number,
): HonestRow[] {
  const out: HonestRow[] = [];
  for (const weeks of series) {
    for (let i = 0; i + 1 < weeks.length; i++) {
      const now = weeks[i] as GameweekSample;
      const next = weeks[i + 1] as GameweekSample;
      const total = managers(now.gameweek);
      if (next.gameweek !== now.gameweek + 1 || !(total > 0)) continue;
      const features = featuresAt(weeks.slice(0, i + 1), total);
      if (features) out.push({ features, rose: next.value > now.value, fell: next.value < now.value });
    }
  }
  return out;
}

/** The spec rule's signed progress toward a change (+ rise, - fall), percent of the threshold. */
export function specProgress(f: Features): number {
  const m = modelProgress({
    netSinceChange: f.carriedNet,
    owners: f.owners,
    totalManagers: f.managers,
    status: 'a',
    gameweekChange: 0,
  });
  if (!m) return 0;
  return m.direction === 'rise' ? m.progress : -m.progress;
}
