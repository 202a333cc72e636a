import type { Appearance } from '../auto-subs';
import type { LivePickInput, PlayerGameweek } from '../gameweek-points';

/**
 * A 4-4-2 squad for the rules' tests: element ids are the positions, 1 goalkeeper, 2-5 defenders,
 * 6-9 midfielders, 10-11 forwards; bench 12 goalkeeper, 13 defender, 14 midfielder, 15 forward.
 * Captain 10, vice-captain 6.
 */
const TYPES = [1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 1, 2, 3, 4];

export function squad(order: readonly number[] = TYPES.map((_, i) => i + 1)): LivePickInput[] {
  return order.map((element, i) => ({
    element,
    position: i + 1,
    elementType: TYPES[element - 1] ?? 0,
    isCaptain: element === 10,
    isViceCaptain: element === 6,
  }));
}

/** Every player played and scored 2, but for the ones given. */
export function week(overrides: Record<number, Partial<PlayerGameweek>> = {}): Map<number, PlayerGameweek> {
  return new Map(
    TYPES.map((_, i) => {
      const base: PlayerGameweek = {
        minutes: 90,
        points: 2,
        officialBonus: 0,
        provisionalBonus: 0,
        bonusProvisional: false,
        appearance: 'played',
      };
      return [i + 1, { ...base, ...overrides[i + 1] }];
    }),
  );
}

export const absent: Partial<PlayerGameweek> = { minutes: 0, points: 0, appearance: 'absent' as Appearance };
export const pending: Partial<PlayerGameweek> = {
  minutes: 0,
  points: 0,
  appearance: 'pending' as Appearance,
};
