import type { GoalScoredSettings } from '@contracts/api/goal-scored-settings';
import {
  adjustRates,
  tierPriorWeight,
  type ClubTiers,
  type Rates,
  matchContext,
} from '@engine/match-context';
import { fitMatchModel, type PlayedMatch } from '@engine/match-model';
import { tiersFromStrengths, type DataTiers } from '@engine/tiers';
import { previousSeasons } from '../../server/services/matches/current-season';

interface SeasonInput {
  matches: PlayedMatch[];
  clubs: number[];
  lastGameweek: number;
  tiers: DataTiers | null;
}

/** A season as the screens would have seen it: its clubs, and its data tiers fitted before its first kick-off. */
function seasonInput(all: readonly PlayedMatch[], season: string): SeasonInput {
  const matches = all.filter((m) => m.season === season);
  const clubs = [...new Set(matches.flatMap((m) => [m.homeClub, m.awayClub]))];
  const start = Math.min(...matches.map((m) => m.kickoffMs));
  const before = all.filter((m) => m.kickoffMs < start);
  const lastSeason = new Set(
    before.filter((m) => m.season === previousSeasons(season, 1)[0]).flatMap((m) => [m.homeClub, m.awayClub]),
  );
  const tiers =
    lastSeason.size === 0
      ? null
      : tiersFromStrengths(
          clubs,
          new Set(clubs.filter((c) => !lastSeason.has(c))),
          fitMatchModel(before, { asOfMs: start }),
        );
  return { matches, clubs, lastGameweek: Math.max(...matches.map((m) => m.gameweek)), tiers };
}

/**
 * The rolling-origin backtest's `adjust`: the admin settings applied to each forecast as the
 * projection screens apply them (engine/match-context/adjust-rates.ts) with what was known before
 * the kick-off: the season's earlier matches for the context conditions and the tier priors' weights,
 * and the season's data tiers. Past seasons have no admin tier lists, so each club stays in its data
 * tier: the tier multipliers, venue, context and market settings are scored, a club's move is not.
 * Injury crises are not known for past matches.
 */
export function settingsAdjust(all: readonly PlayedMatch[], settings: GoalScoredSettings) {
  const seasons = new Map<string, SeasonInput>();
  return (rates: Rates, match: PlayedMatch): Rates => {
    let input = seasons.get(match.season);
    if (!input) {
      input = seasonInput(all, match.season);
      seasons.set(match.season, input);
    }
    const played = (club: number) =>
      input.matches.filter(
        (m) => m.kickoffMs < match.kickoffMs && (m.homeClub === club || m.awayClub === club),
      ).length;
    const prior = (club: number): ClubTiers => {
      const attack = input.tiers?.attack.get(club) ?? 'average';
      const defence = input.tiers?.defence.get(club) ?? 'average';
      return {
        attack,
        defence,
        dataAttack: attack,
        dataDefence: defence,
        weight: tierPriorWeight(played(club), attack === 'promoted'),
      };
    };
    const context = matchContext(match, {
      season: input.matches,
      clubs: input.clubs,
      lastGameweek: input.lastGameweek,
    });
    return adjustRates(rates, context, settings, {
      home: prior(match.homeClub),
      away: prior(match.awayClub),
    });
  };
}
