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
  CAPTAIN_XP_REFERENCE,
  captainScore,
  expectedCaptainScore,
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

/** The points model's expected points for the next gameweek by player id; null when unavailable. */
async function nextExpected(deps: ScoringDeps, gameweek: number | null): Promise<Map<number, number> | null> {
  if (!deps.expectedPoints || gameweek === null) return null;
  try {
    const rows = await deps.expectedPoints();
    return new Map(rows.filter((r) => r.gameweek === gameweek).map((r) => [r.player_id, r.predicted_points]));
  } catch (err) {
    deps.log?.warn(
      `expected points unavailable, captain scores from the parts: ${err instanceof Error ? err.message : String(err)}`,
    );
    return null;
  }
}

/**
 * Candidates: more than 5 total points this season, and not unavailable. A player the game
 * lists as injured, suspended or with a 0% chance would never be a manager's captain, so he is not
 * offered; a doubtful one is, and his card carries a warning. With the points model's figures the
 * score is his expected points (engine/scores/captain-expected.ts) and a player the model has no
 * figure for is left out, since he cannot be ranked against the others; without them (the model
 * failed) every card is scored from the parts and the answer says so.
 */
function captainCards(ctx: ScoringContext, expected: Map<number, number> | null): CaptainCard[] {
  return ctx.players
    .filter((player) => isCaptainCandidate({ totalPoints: player.total_points }))
    .filter((player) => expected === null || expected.has(player.id))
    .map((player) => {
      const base = cardBase(player, ctx);
      const fixtures =
        ctx.nextGameweek === null ? [] : gameweekFixtures(player.team, ctx.fixtures, ctx.nextGameweek);
      const input = {
        player: scorePlayer(player),
        nextFixtures: fixtures,
        historicalMultiplier: base.historical.multiplier,
      };
      const expectedPoints = expected?.get(player.id) ?? null;
      const result =
        expectedPoints === null ? captainScore(input) : expectedCaptainScore({ ...input, expectedPoints });
      return {
        ...base,
        ...scoredCard(result, fixtures, ctx),
        expectedPoints,
        isPopularPick: result.isPopularPick,
        isDifferential: result.isDifferential,
        positionReference: positionFactor(CAPTAIN_REFERENCES, player.element_type),
        positionScale: result.positionScale,
        positionFactor: result.positionFactor,
      };
    })
    .filter((card) => card.availability !== 'unavailable');
}

/**
 * Most expected points first (so the order agrees with the figure each card shows; by score when
 * scored from the parts), most owned first on a tie, then the strategy and position filters, 20 at
 * most.
 */
export function selectCaptainCards(cards: readonly CaptainCard[], query: CaptainQuery) {
  const sorted = [...cards].sort(
    (a, b) =>
      (b.expectedPoints ?? 0) - (a.expectedPoints ?? 0) ||
      b.score - a.score ||
      b.selectedByPercent - a.selectedByPercent ||
      a.id - b.id,
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
  const expected = await nextExpected(deps, ctx.nextGameweek);
  return {
    gameweek: ctx.nextGameweek,
    scoreBasis: expected === null ? 'parts' : 'expected_points',
    expectedPointsReference: CAPTAIN_XP_REFERENCE,
    ...selectCaptainCards(captainCards(ctx, expected), query),
    ...screenInfo(ctx, CAPTAIN_PARTS),
  };
}
