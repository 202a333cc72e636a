import {
  CAPTAIN_CARD_LIMIT,
  type CaptainCandidatesResponse,
  type CaptainCard,
  type CaptainQuery,
  type ScorePartInfo,
} from '@contracts/api/player-scores';
import { gameweekFixtures } from '@contracts/game/schedule';
import {
  CAPTAIN_WEIGHTS,
  captainScore,
  filterByStrategy,
  isCaptainCandidate,
} from '@engine/scores/captain-score';
import { weightedSum } from '@engine/scores/parts';
import { scorePlayer } from '@engine/scores/player';
import {
  cardBase,
  cardFixture,
  cardParts,
  loadScoringContext,
  type ScoringContext,
  type ScoringDeps,
} from './context';

const HOW: Record<keyof typeof CAPTAIN_WEIGHTS, [label: string, how: string]> = {
  form: ['Form', 'Form × 2.2, at most 10'],
  fixture: [
    'Fixture',
    'Next gameweek: (6 − difficulty) × 2, × 1.15 at home or × 0.92 away; a double adds both (at most 10), a blank scores 0',
  ],
  ict: ['ICT', 'Influence + creativity + threat ÷ 60, at most 8'],
  minutes: ['Minutes', 'Minutes ÷ 600 × 4, at most 8'],
  momentum: ['Momentum', 'Form against points per game: 5, plus 2.5 per point of form above it'],
  ownership: ['Ownership', 'Owned by under 3%: 8, under 8%: 6.5, under 20%: 7.5, otherwise 9'],
};

export const CAPTAIN_PARTS: ScorePartInfo[] = (
  Object.keys(CAPTAIN_WEIGHTS) as Array<keyof typeof CAPTAIN_WEIGHTS>
).map((key) => ({ key, label: HOW[key][0], weight: CAPTAIN_WEIGHTS[key], how: HOW[key][1] }));

/**
 * Candidates: more than 5 total points (spec 000 section 5), and not unavailable. A player the game
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
        score: result.score,
        recommendation: result.recommendation,
        label: result.label,
        isPopularPick: result.isPopularPick,
        isDifferential: result.isDifferential,
        parts: cardParts(result.parts),
        weightedSum: weightedSum(result.parts),
        positionFactor: result.positionFactor,
        fixtures: fixtures.map((f) => cardFixture(f, ctx)),
      };
    })
    .filter((card) => card.availability !== 'unavailable');
}

/** Best score first (most owned first on a tie), then the strategy and position filters, 20 at most. */
export function selectCaptainCards(cards: readonly CaptainCard[], query: CaptainQuery) {
  const sorted = [...cards].sort(
    (a, b) => b.score - a.score || b.selectedByPercent - a.selectedByPercent || a.id - b.id,
  );
  const matching = filterByStrategy(sorted, query.strategy).filter(
    (card) => query.position === 'all' || card.elementType === Number(query.position),
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
    parts: CAPTAIN_PARTS,
    positions: ctx.positions,
    historySeasons: ctx.history.seasons,
  };
}
