import { isPositionCode } from '@contracts/game/positions';
import { toAppearances, type MatchRow } from './appearances';
import {
  DEFAULT_SHARE_SETTINGS,
  positionPriors,
  shareEvidence,
  type Appearance,
  type ShareSettings,
} from './share-model';

/**
 * How a player's share carries over when he changes club, measured on past seasons. An event is
 * the first appearance of a spell: a player's first match of a season (a stayer when his club is
 * the one of his previous appearance) or his first match for another club (a mover, between
 * seasons or mid-season). At each event his share is predicted from his appearances before it
 * alone (the share model, every club counted alike), and scored on his goals (assists) over the
 * rest of the spell that season given his minutes and his team's count in each match (as the
 * share backtest scores). A class's ratio is its actual count over its predicted count; the factor
 * is the movers' ratio over the stayers' (the shrinkage to the position prior already takes out
 * the regression to the mean both classes share).
 */

/**
 * The factors a share earned at another club carries over with, measured by `npm run
 * measure-priors` on 2016-17 to 2024-25 (events with 5+ team goals of evidence): goals 0.918
 * (377 moves, 78 mid-season; ratio 0.912 against stayers' 0.993), assists 1.009 (369 moves;
 * 1.005 against 0.998). A mover scores a little less of his new team's goals than he did of his
 * old one's; his assists carry over whole.
 */
export const MOVER_SHARE_FACTOR = { goals: 0.92, assists: 1.01 } as const;

export interface MoverClass {
  events: number;
  actual: number;
  predicted: number;
  /** actual / predicted. */
  ratio: number;
}

export interface MoverFactor {
  movers: MoverClass;
  /** Movers who changed club during a season (January movers). */
  midSeasonMovers: MoverClass;
  stayers: MoverClass;
  /** movers.ratio / stayers.ratio. */
  factor: number;
}

/** Team goals (assists) of weighted exposure before an event for it to count: below it the share is mostly the prior. */
export const MIN_EVIDENCE = 5;

interface Tally {
  events: number;
  actual: number;
  predicted: number;
}

const tally = (): Tally => ({ events: 0, actual: 0, predicted: 0 });
const done = (t: Tally): MoverClass => ({ ...t, ratio: t.predicted > 0 ? t.actual / t.predicted : NaN });

/** An appearance with its season (a spell ends with the season). */
export type SeasonAppearance = Appearance & { season: string };

/** The goal and assist appearances of `rows` (toAppearances) with each one's season. */
export function seasonAppearances(rows: readonly MatchRow[]): {
  goals: SeasonAppearance[];
  assists: SeasonAppearance[];
} {
  const { goals, assists } = toAppearances(rows);
  // toAppearances keeps the rows with minutes and one of the four positions, in order.
  const seasons = rows.filter((r) => r.minutes > 0 && isPositionCode(r.position)).map((r) => r.season);
  const withSeason = (list: Appearance[]) => list.map((a, i) => ({ ...a, season: seasons[i]! }));
  return { goals: withSeason(goals), assists: withSeason(assists) };
}

export function measureMoverFactor(
  appearances: readonly SeasonAppearance[],
  settings: ShareSettings = DEFAULT_SHARE_SETTINGS,
): MoverFactor {
  const priors = positionPriors(appearances, settings.expectedWeight);
  const byPlayer = new Map<number, SeasonAppearance[]>();
  for (const a of appearances) {
    if (a.minutes <= 0) continue;
    const list = byPlayer.get(a.player);
    if (list) list.push(a);
    else byPlayer.set(a.player, [a]);
  }
  const movers = tally();
  const midSeason = tally();
  const stayers = tally();
  for (const list of byPlayer.values()) {
    list.sort((a, b) => a.kickoffMs - b.kickoffMs);
    for (let i = 1; i < list.length; i++) {
      const a = list[i]!;
      const previous = list[i - 1]!;
      const moved = a.club !== previous.club;
      if (!moved && a.season === previous.season) continue;
      const evidence = shareEvidence(list.slice(0, i), a.kickoffMs, settings);
      if (evidence.exposure < MIN_EVIDENCE) continue;
      const k = settings.priorStrength;
      const share = (evidence.own + k * priors[a.position]) / (evidence.exposure + k);
      let actual = 0;
      let exposure = 0;
      for (let j = i; j < list.length && list[j]!.club === a.club && list[j]!.season === a.season; j++) {
        const b = list[j]!;
        actual += b.count;
        exposure += (b.teamCount * Math.min(b.minutes, 90)) / 90;
      }
      const into = moved ? [movers, ...(a.season === previous.season ? [midSeason] : [])] : [stayers];
      for (const t of into) {
        t.events++;
        t.actual += actual;
        t.predicted += share * exposure;
      }
    }
  }
  const m = done(movers);
  const s = done(stayers);
  return { movers: m, midSeasonMovers: done(midSeason), stayers: s, factor: m.ratio / s.ratio };
}
