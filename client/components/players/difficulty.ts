import type { FdrColourName } from '@contracts/api/fixture-difficulty';

/**
 * Spec 000 §9 colours as classes: 1 dark green, 2 light green, 3 yellow, 4 orange, 5 red, with a
 * text colour that stays readable on each background.
 */
export const COLOUR_CLASS: Record<FdrColourName, string> = {
  'dark-green': 'bg-green-800 text-white',
  'light-green': 'bg-green-300 text-green-950',
  yellow: 'bg-yellow-300 text-yellow-950',
  orange: 'bg-orange-400 text-orange-950',
  red: 'bg-red-700 text-white',
};

const BY_DIFFICULTY: readonly FdrColourName[] = ['dark-green', 'light-green', 'yellow', 'orange', 'red'];

/** The official difficulty's colour class; values outside 1..5 take the nearest end. */
export function difficultyClass(difficulty: number): string {
  const index = Math.min(5, Math.max(1, Math.round(difficulty))) - 1;
  return COLOUR_CLASS[BY_DIFFICULTY[index] ?? 'yellow'];
}
