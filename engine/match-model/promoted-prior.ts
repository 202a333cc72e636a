import { fitMatchModel } from './fit';
import type { PlayedMatch } from './played-match';
import { seasonStartYear } from './season';

export interface PromotedPrior {
  attack: number;
  defence: number;
  /** Promoted club-seasons measured. */
  clubs: number;
}

/**
 * The strengths of newly promoted clubs in their first season back, averaged: each season that
 * follows a season in the data is fitted on its own matches (no decay, light ridge), and the clubs
 * that did not play the season before are its promoted clubs. Only seasons starting before
 * `beforeSeason` are used, so a backtest can measure the prior without looking ahead.
 */
export function measurePromotedPrior(matches: readonly PlayedMatch[], beforeSeason?: string): PromotedPrior {
  const bySeason = new Map<string, PlayedMatch[]>();
  for (const m of matches) {
    if (beforeSeason !== undefined && m.season >= beforeSeason) continue;
    const list = bySeason.get(m.season);
    if (list) list.push(m);
    else bySeason.set(m.season, [m]);
  }
  const labelOfYear = new Map([...bySeason.keys()].map((s) => [seasonStartYear(s), s]));
  let attack = 0;
  let defence = 0;
  let clubs = 0;
  for (const [season, seasonMatches] of [...bySeason].sort(([a], [b]) => a.localeCompare(b))) {
    const previous = bySeason.get(labelOfYear.get(seasonStartYear(season) - 1) ?? '');
    if (!previous) continue;
    const before = new Set(previous.flatMap((m) => [m.homeClub, m.awayClub]));
    const promoted = [...new Set(seasonMatches.flatMap((m) => [m.homeClub, m.awayClub]))].filter(
      (c) => !before.has(c),
    );
    if (promoted.length === 0) continue;
    const model = fitMatchModel(seasonMatches, {
      asOfMs: Math.max(...seasonMatches.map((m) => m.kickoffMs)) + 1,
      decayPerDay: 0,
      xgWeight: 0,
      ridge: 1,
      // The matches are one season already; no window by date (2019-20 ended in July 2020).
      priorSeasons: 99,
      promotedPrior: { attack: 0, defence: 0 },
    });
    for (const club of promoted) {
      attack += model.attack.get(club)!;
      defence += model.defence.get(club)!;
      clubs++;
    }
  }
  return clubs === 0
    ? { attack: 0, defence: 0, clubs: 0 }
    : { attack: attack / clubs, defence: defence / clubs, clubs };
}
