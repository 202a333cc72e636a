import {
  CAPTAIN_CARD_LIMIT,
  type CaptainCandidatesResponse,
  type CaptainCard,
  type CaptainQuery,
} from '@contracts/api/player-scores';
import { gameweekFixtures } from '@contracts/game/schedule';
import {
  CAPTAIN_REFERENCES,
  CAPTAIN_WEIGHTS,
  captainScore,
  filterByStrategy,
  isCaptainCandidate,
  positionFactor,
  scorePlayer,
} from '@engine/scores';
import { SHARED_PARTS_HOW, matchesPosition, partsInfo, screenInfo, scoredCard } from './cards';
import { cardBase, loadScoringContext, type ScoringContext, type ScoringDeps } from './context';

const HOW: Record<keyof typeof CAPTAIN_WEIGHTS, readonly [label: string, how: string]> = {
  form: ['Form', 'Form × 2.2, at most 10'],
  fixture: [
    'Fixture',
    'Next gameweek: (6 − difficulty) × 2, × 1.15 at home or × 0.92 away; a double adds both (at most 10), a blank scores 0',
  ],
  ict: ['ICT', 'Influence + creativity + threat ÷ 60, at most 8'],
  ...SHARED_PARTS_HOW,
  ownership: ['Ownership', 'Owned by under 3%: 8, under 8%: 6.5, under 20%: 7.5, otherwise 9'],
};

export const CAPTAIN_PARTS = partsInfo(CAPTAIN_WEIGHTS, HOW);

/**
 * Candidates: more than 5 total points this season, and not unavailable. A player the game
 * lists as injured, suspended or with a 0% chance would never be a manager's captain, so he is not
 * offered; a doubtful one is, and his card carries a warning.
 */
function captainCards(ctx: ScoringContext): CaptainCard[] {
  return ctx.players
    .filter((player) => isCaptainCandidate({ totalPoints: player.total_points }))
    .map((player) => {
      const base = cardBase(player, ctx);
      const fixtures =
        ctx.nextGameweek === null ? [] : gameweekFixtures(player.team, ctx.fixtures, ctx.nextGameweek);
      const result = captainScore({
        player: scorePlayer(player),
        nextFixtures: fixtures,
        historicalMultiplier: base.historical.multiplier,
      });
      return {
        ...base,
        ...scoredCard(result, fixtures, ctx),
        isPopularPick: result.isPopularPick,
        isDifferential: result.isDifferential,
        positionReference: positionFactor(CAPTAIN_REFERENCES, player.element_type),
        positionScale: result.positionScale,
        positionFactor: result.positionFactor,
      };
    })
    .filter((card) => card.availability !== 'unavailable');
}

/** Best score first (most owned first on a tie), then the strategy and position filters, 20 at most. */
export function selectCaptainCards(cards: readonly CaptainCard[], query: CaptainQuery) {
  const sorted = [...cards].sort(
    (a, b) => b.score - a.score || b.selectedByPercent - a.selectedByPercent || a.id - b.id,
  );
  const matching = filterByStrategy(sorted, query.strategy).filter((card) =>
    matchesPosition(card, query.position),
  );
  return { total: matching.length, candidates: matching.slice(0, CAPTAIN_CARD_LIMIT) };
}

export async function captainCandidates(
  deps: ScoringDeps,
  query: CaptainQuery,
): Promise<CaptainCandidatesResponse> {
  const ctx = await loadScoringContext(deps);
  return {
    gameweek: ctx.nextGameweek,
    ...selectCaptainCards(captainCards(ctx), query),
    ...screenInfo(ctx, CAPTAIN_PARTS),
  };
}
