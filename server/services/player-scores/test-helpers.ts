import type { OpenfplProjection } from '@contracts/api/openfpl';
import type { FplElement } from '@contracts/fpl/index';
import type { Priced } from '@contracts/game/priced';
import { bootstrap, element, seasonSource } from '../test-support/small-season';
import type { HistoryTable } from './historical-multipliers';
import { createPlayerScoresService } from './service';

export const NO_HISTORY: HistoryTable = { seasons: [], byCode: new Map(), positionPer90: {} };

/**
 * The service on the small season (current gameweek `current`) with a given history and, when given,
 * the points model's horizon-1 rows.
 */
export function service(
  elements: FplElement[],
  history: HistoryTable = NO_HISTORY,
  current = 3,
  expectedPoints?: () => Promise<readonly OpenfplProjection[]>,
) {
  return createPlayerScoresService({
    fpl: seasonSource(bootstrap(elements, current)),
    historyTable: async () => history,
    expectedPoints,
  });
}

/** A Liverpool midfielder whose parts are hand-computed in the tests (no part hits a cap). */
export const plain = (id: number, over: Partial<Priced<FplElement>> = {}) =>
  element(id, 12, 3, {
    form: '2.0',
    points_per_game: '2.0',
    total_points: 4,
    now_cost: 50,
    ict_index: '15.0',
    ...over,
  });
