/**
 * The game's four playing positions, as the FPL API numbers them (`element_type` 1..4) and as its
 * `element_types[].singular_name_short` names them. Type 5 (the 2024-25 assistant managers) is not a
 * playing position: the readers below return undefined for it, and each caller decides what that means.
 */

/** `element_type`: 1 goalkeeper, 2 defender, 3 midfielder, 4 forward. */
export type PositionId = 1 | 2 | 3 | 4;

/** The `singular_name_short` codes in the game's order, goalkeepers first. */
export const POSITION_CODES = ['GKP', 'DEF', 'MID', 'FWD'] as const;

/** `singular_name_short` of a playing position. */
export type PositionCode = (typeof POSITION_CODES)[number];

// Maps, not object literals: a lookup of 'toString' must not find Object.prototype's.
const CODE_OF_ID: ReadonlyMap<number, PositionCode> = new Map(POSITION_CODES.map((c, i) => [i + 1, c]));
const ID_OF_CODE: ReadonlyMap<string, PositionId> = new Map(
  POSITION_CODES.map((c, i) => [c, (i + 1) as PositionId]),
);

/** The code of an `element_type`, or undefined when it is not a playing position. */
export function positionCode(elementType: PositionId): PositionCode;
export function positionCode(elementType: number): PositionCode | undefined;
export function positionCode(elementType: number): PositionCode | undefined {
  return CODE_OF_ID.get(elementType);
}

/** The `element_type` of a code, or undefined when it is not a playing position (e.g. 'AM'). */
export function positionId(code: string): PositionId | undefined {
  return ID_OF_CODE.get(code);
}

/** Whether a code names a playing position. */
export const isPositionCode = (code: string): code is PositionCode => positionId(code) !== undefined;
