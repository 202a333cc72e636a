/** Element types of the official game: 1 goalkeeper, 2 defender, 3 midfielder, 4 forward. */
export const GOALKEEPER = 1;
export const DEFENDER = 2;
export const MIDFIELDER = 3;
export const FORWARD = 4;

/** The starting XI is squad positions 1 to 11, the bench 12 to 15. */
export const STARTING_XI_LAST_POSITION = 11;

/**
 * The formation of a starting XI as defenders-midfielders-forwards, e.g. "3-4-3".
 * `elementTypes` are the starters' element types (the goalkeeper is not part of the formation).
 */
export function formation(elementTypes: readonly number[]): string {
  const count = (type: number) => elementTypes.filter((t) => t === type).length;
  return `${count(DEFENDER)}-${count(MIDFIELDER)}-${count(FORWARD)}`;
}
