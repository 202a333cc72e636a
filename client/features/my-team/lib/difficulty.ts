/**
 * Spec 000 §9 difficulty colours: 1 dark green, 2 light green, 3 yellow, 4 orange, 5 red. Text colour
 * is picked per background so every chip stays readable.
 */
export const DIFFICULTY_CLASS: Record<number, string> = {
  1: 'bg-green-800 text-white',
  2: 'bg-green-300 text-green-950',
  3: 'bg-yellow-300 text-yellow-950',
  4: 'bg-orange-400 text-orange-950',
  5: 'bg-red-700 text-white',
};

export const DIFFICULTY_LABEL: Record<number, string> = {
  1: 'Very easy',
  2: 'Easy',
  3: 'Average',
  4: 'Hard',
  5: 'Very hard',
};

export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;
