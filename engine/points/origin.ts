import { assistsPerGoal, goalTotalsBefore, teamExpectedAssists } from '@engine/match-model/assists';
import { fitMatchModel } from '@engine/match-model/fit';
import { matchRates } from '@engine/match-model/forecast';
import type { PlayedMatch } from '@engine/match-model/played-match';
import type { Availability } from '@engine/shares/projection';
import { positionCode, type PositionId } from '@contracts/game/positions';
import { playerShares, positionPriors } from '@engine/shares/share-model';
import type { MatchExpectation } from './expected-points';
import { recentRows, type PreparedHistory } from './history';
import { RECENT_MATCHES, recentOf, type MinutesModel } from './minutes-model';
import { ratesAt } from './player-rates';
import { projectGameweek, type TeamMatch } from './project';
import type { ScoringRules } from './scoring-rules';

/** One of his club's matches in the gameweek, clubs by the game's team code. */
export interface TargetFixture {
  club: number;
  opponent: number;
  home: boolean;
}

/** A player to project: his position now, his club's matches in the gameweek, his availability. */
export interface Target {
  code: number;
  position: PositionId;
  fixtures: readonly TargetFixture[];
  availability: Availability;
  /** Gameweeks after the origin (1 = the next). */
  ahead: number;
}

export interface OriginInputs {
  history: PreparedHistory;
  matches: readonly PlayedMatch[];
  minutesModel: MinutesModel;
  rules: ScoringRules;
  /** Only what kicked off before this moment is used. */
  originMs: number;
}

/** Every target's expectation, each model part fitted on the matches and rows before the origin. */
export function projectAtOrigin(
  inputs: OriginInputs,
  targets: readonly Target[],
): Map<string, MatchExpectation> {
  const { history, originMs } = inputs;
  const model = fitMatchModel(inputs.matches, { asOfMs: originMs });
  const assistRate = assistsPerGoal([goalTotalsBefore(history.goalTotals, originMs)]);
  const sharePositions = new Map(targets.map((t) => [t.code, positionCode(t.position)]));
  const share = (appearances: PreparedHistory['goals']) => {
    const earlier = appearances.filter((a) => a.kickoffMs < originMs);
    return playerShares(earlier, sharePositions, positionPriors(earlier), originMs);
  };
  const goalShares = share(history.goals);
  const assistShares = share(history.assists);
  const rates = ratesAt(history.rates, new Map(targets.map((t) => [t.code, t.position])), originMs);
  const result = new Map<string, MatchExpectation>();
  for (const t of targets) {
    const matches: TeamMatch[] = t.fixtures.map((f) => {
      const r = f.home ? matchRates(model, f.club, f.opponent) : matchRates(model, f.opponent, f.club);
      const teamGoals = f.home ? r.home : r.away;
      return {
        teamGoals,
        teamAssists: teamExpectedAssists(teamGoals, assistRate),
        teamConceded: f.home ? r.away : r.home,
      };
    });
    const context = {
      position: t.position,
      // Against the club he plays for in the gameweek (none elsewhere in a blank).
      ...recentOf(recentRows(history, t.code, originMs, RECENT_MATCHES), t.fixtures[0]?.club),
      goalShare: goalShares.get(t.code)?.share ?? 0,
      assistShare: assistShares.get(t.code)?.share ?? 0,
      rates: rates.get(t.code)!,
      availability: t.availability,
    };
    result.set(
      `${t.code}/${t.ahead}`,
      projectGameweek(inputs.rules, inputs.minutesModel, context, matches, t.ahead),
    );
  }
  return result;
}
