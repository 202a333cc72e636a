import { describe, expect, it } from 'vitest';
import { goalScoredSettingsSchema } from '@contracts/api/goal-scored-settings';
import type { PlayedMatch } from '../match-model/played-match';
import { rollingOrigin } from '../match-model/rolling-origin';
import { simulateLeague } from '../match-model/testing/simulated-league';
import { adjustRates, type ClubTiers } from './adjust-rates';
import { matchContext } from './match-context';

const league = simulateLeague({ seed: 5, clubs: 10, seasons: 2, firstSeasonYear: 2022 });
const season = league.matches.filter((m) => m.season === '2023-24');
const clubs = [...new Set(season.flatMap((m) => [m.homeClub, m.awayClub]))];
const club: ClubTiers = {
  attack: 'average',
  defence: 'average',
  dataAttack: 'average',
  dataDefence: 'average',
  weight: 1,
};
const adjustWith = (changes: Record<string, number>) => {
  const settings = goalScoredSettingsSchema.parse(changes);
  return (rates: { home: number; away: number }, match: PlayedMatch) =>
    adjustRates(rates, matchContext(match, { season, clubs }), settings, { home: club, away: club });
};
const options = { seasons: ['2023-24'], fit: { xgWeight: 0 } };

describe('the rolling-origin backtest through adjustRates', () => {
  const fitted = rollingOrigin(league.matches, options).map((p) => p.forecast);

  it('forecasts exactly as the fitted model with the default settings', () => {
    expect(
      rollingOrigin(league.matches, { ...options, adjust: adjustWith({}) }).map((p) => p.forecast),
    ).toEqual(fitted);
  });

  it('moves the forecasts when an admin changes a setting', () => {
    const adjusted = rollingOrigin(league.matches, {
      ...options,
      adjust: adjustWith({ homeAdvantageGoalsMultiplier: 1.3 }),
    }).map((p) => p.forecast);
    expect(adjusted.every((f, i) => f.homeGoals > fitted[i]!.homeGoals)).toBe(true);
  });
});
