import { availabilityFactor, type Availability } from '@engine/shares/projection';
import { expectedMatchPoints, sumMatches, type MatchExpectation } from './expected-points';
import { forecastMinutes, type MinutesModel, type RecentMinutes } from './minutes-model';
import type { PlayerRates } from './player-rates';
import type { PositionId } from '@contracts/game/positions';
import type { ScoringRules } from './scoring-rules';

/** What the model knows of a player at the origin (his recent minutes: `recentOf`). */
export interface PlayerContext extends RecentMinutes {
  position: PositionId;
  goalShare: number;
  assistShare: number;
  rates: PlayerRates;
  availability: Availability;
}

/** His club's side of one match from the match model. */
export interface TeamMatch {
  teamGoals: number;
  teamAssists: number;
  teamConceded: number;
}

/**
 * A player's expectation for the gameweek `ahead` gameweeks after the origin (1 = the next):
 * the sum over his club's matches in it (none in a blank gameweek, two in a double). The game's
 * chance of playing applies to the next gameweek only; later ones drop only players who left the
 * league (see availabilityFactor).
 */
export function projectGameweek(
  rules: ScoringRules,
  minutesModel: MinutesModel,
  player: PlayerContext,
  matches: readonly TeamMatch[],
  ahead: number,
): MatchExpectation {
  const availability = availabilityFactor(player.availability, ahead === 1);
  const minutes = forecastMinutes(minutesModel, player.recentMinutes, availability, player.recentElsewhere);
  return sumMatches(
    matches.map((m) =>
      expectedMatchPoints(rules, {
        position: player.position,
        minutes,
        goalShare: player.goalShare,
        assistShare: player.assistShare,
        ...m,
        rates: player.rates,
      }),
    ),
  );
}
