import type { PlayedMatch } from '../match-model/played-match';
import { CONDITIONS, CONTEXT_KEYS, type ContextKey } from './conditions';
import { matchContext } from './match-context';

/**
 * What the data says about a condition: goals in the matches where it held relative to the season
 * mean (1.0 = no effect), with a 95% interval (mean +- 1.96 standard errors). Not adjusted for the
 * clubs' strengths. Match conditions compare both sides' goals with the season's mean goals per
 * match; side conditions compare the side's goals with the season's mean for that venue (home or
 * away). Form is measured on good form only (poor form divides by the same multiplier).
 */
export interface MeasuredEffect {
  ratio: number;
  low: number;
  high: number;
  /** Matches (match conditions) or sides (side conditions) in the sample. */
  sample: number;
}

/** Fewer matches than this give no figure. */
export const MIN_SAMPLE = 30;

function summarise(values: readonly number[]): MeasuredEffect | null {
  const n = values.length;
  if (n < MIN_SAMPLE) return null;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
  const half = 1.96 * Math.sqrt(variance / n);
  return { ratio: mean, low: mean - half, high: mean + half, sample: n };
}

const average = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);

/**
 * The measured effect of every active condition that history can show, over complete or partial
 * seasons of played matches; null where the sample is too small or the condition cannot be seen
 * in past matches (inactive ones, and injuries: history has no availability news).
 */
export function measureContextEffects(
  matches: readonly PlayedMatch[],
): Record<ContextKey, MeasuredEffect | null> {
  const samples = new Map<ContextKey, number[]>(CONTEXT_KEYS.map((key) => [key, []]));
  const bySeason = new Map<string, PlayedMatch[]>();
  for (const m of matches) {
    const season = bySeason.get(m.season) ?? [];
    season.push(m);
    bySeason.set(m.season, season);
  }
  for (const season of bySeason.values()) {
    const meanTotal = average(season.map((m) => m.homeGoals + m.awayGoals));
    const meanHome = average(season.map((m) => m.homeGoals));
    const meanAway = average(season.map((m) => m.awayGoals));
    if (meanHome === 0 || meanAway === 0) continue;
    const clubs = [...new Set(season.flatMap((m) => [m.homeClub, m.awayClub]))];
    const lastGameweek = Math.max(...season.map((m) => m.gameweek));
    for (const m of season) {
      const context = matchContext(m, { season, clubs, lastGameweek });
      for (const e of context.match) samples.get(e.key)?.push((m.homeGoals + m.awayGoals) / meanTotal);
      for (const e of context.home) if (e.exponent === 1) samples.get(e.key)?.push(m.homeGoals / meanHome);
      for (const e of context.away) if (e.exponent === 1) samples.get(e.key)?.push(m.awayGoals / meanAway);
    }
  }
  return Object.fromEntries(
    CONTEXT_KEYS.map((key) => [key, CONDITIONS[key].active ? summarise(samples.get(key) ?? []) : null]),
  ) as Record<ContextKey, MeasuredEffect | null>;
}
