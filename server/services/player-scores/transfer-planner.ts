import {
  PRICE_RANGES,
  TRANSFER_CARD_LIMIT,
  type TransferCard,
  type TransferPlannerQuery,
  type TransferPlannerResponse,
} from '@contracts/api/player-scores';
import { upcomingFixtures, type ClubFixture } from '@contracts/game/schedule';
import {
  positionFactor,
  scorePlayer,
  TRANSFER_REFERENCES,
  TRANSFER_WEIGHTS,
  transferScore,
} from '@engine/scores';
import { SHARED_PARTS_HOW, matchesPosition, partsInfo, screenInfo, scoredCard } from './cards';
import { cardBase, loadScoringContext, type ScoringContext, type ScoringDeps } from './context';

/** The transfer score counts the next 6 unfinished fixtures. */
const FIXTURES_COUNTED = 6;

const HOW: Record<keyof typeof TRANSFER_WEIGHTS, readonly [label: string, how: string]> = {
  form: ['Form', 'Form × 2.5, at most 10'],
  value: [
    'Value',
    'Points per £1m per finished gameweek × position factor (GK 0.7, DEF 0.8, MID 1, FWD 1.2); 0.8 scores 10',
  ],
  fixtures: [
    'Fixtures',
    'Ease of the next 6 fixtures, (6 − difficulty) × 2 with home games 0.3 easier; each later fixture counts 0.85 × the one before',
  ],
  ict: ['ICT', 'ICT index per 90 minutes (at least 450 minutes counted), at most 10'],
  ...SHARED_PARTS_HOW,
  transferVolume: ['Transfer volume', 'Net transfers this gameweek: 5, plus 1 per 40,000 net in'],
  points: ['Points', 'Total points ÷ 20, at most 10'],
};

export const TRANSFER_PARTS = partsInfo(TRANSFER_WEIGHTS, HOW);

function transferCards(ctx: ScoringContext): TransferCard[] {
  const byTeam = new Map<number, ClubFixture[]>();
  const teamFixtures = (team: number) => {
    let list = byTeam.get(team);
    if (!list) {
      list = upcomingFixtures(team, ctx.fixtures, ctx.fromGameweek, FIXTURES_COUNTED);
      byTeam.set(team, list);
    }
    return list;
  };
  return ctx.players.map((player) => {
    const base = cardBase(player, ctx);
    const fixtures = teamFixtures(player.team);
    const result = transferScore({
      player: scorePlayer(player),
      fixtures,
      finishedGameweeks: ctx.finishedGameweeks,
      historicalMultiplier: base.historical.multiplier,
    });
    return {
      ...base,
      ...scoredCard(result, fixtures, ctx),
      trend: result.trend,
      netTransfersEvent: player.transfers_in_event - player.transfers_out_event,
      positionReference: positionFactor(TRANSFER_REFERENCES, player.element_type),
      rescaledSum: result.rescaledSum,
      injuryPenalty: result.injuryPenalty,
    };
  });
}

const TYPE_RECOMMENDATIONS = {
  in: ['strong_in', 'in'],
  out: ['out', 'strong_out'],
  all: null,
} as const;

/**
 * Filters and order of the Transfer Planner:
 * - Transfers In: Buy and Strong Buy, best score first. All Players: everyone, best score first.
 * - Transfers Out: Sell and Strong Sell, most owned first (then lowest score). Ordering sells by
 *   score alone would fill the 24 cards with unowned squad players who never play; a sell matters
 *   to the managers who own the player, so the most owned come first.
 * - Position: one element type. Price: price in millions between the range's bounds, inclusive.
 */
export function selectTransferCards(cards: readonly TransferCard[], query: TransferPlannerQuery) {
  const allowed: readonly string[] | null = TYPE_RECOMMENDATIONS[query.type];
  const range = PRICE_RANGES.find((r) => r.id === query.price);
  const matching = cards.filter((card) => {
    if (allowed && !allowed.includes(card.recommendation)) return false;
    if (!matchesPosition(card, query.position)) return false;
    const millions = card.nowCost / 10;
    return !range || (millions >= range.min && millions <= range.max);
  });
  const byScore = (a: TransferCard, b: TransferCard) =>
    b.score - a.score || b.totalPoints - a.totalPoints || a.id - b.id;
  const byOwnership = (a: TransferCard, b: TransferCard) =>
    b.selectedByPercent - a.selectedByPercent || a.score - b.score || a.id - b.id;
  const orderedBy = query.type === 'out' ? ('ownership' as const) : ('score' as const);
  const sorted = matching.sort(orderedBy === 'ownership' ? byOwnership : byScore);
  return { total: sorted.length, players: sorted.slice(0, TRANSFER_CARD_LIMIT), orderedBy };
}

export async function transferPlanner(
  deps: ScoringDeps,
  query: TransferPlannerQuery,
): Promise<TransferPlannerResponse> {
  const ctx = await loadScoringContext(deps);
  return {
    fromGameweek: ctx.fromGameweek,
    finishedGameweeks: ctx.finishedGameweeks,
    ...selectTransferCards(transferCards(ctx), query),
    ...screenInfo(ctx, TRANSFER_PARTS),
  };
}
