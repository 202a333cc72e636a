import type { FdrColourName } from '@contracts/api/fixture-difficulty';

/**
 * The one difficulty palette of every screen, as classes: 1 dark green, 2 light green, 3 yellow,
 * 4 orange, 5 red (the official game's scale), each with a text colour that stays readable on it.
 */
export const COLOUR_CLASS: Record<FdrColourName, string> = {
  'dark-green': 'bg-green-800 text-white',
  'light-green': 'bg-green-300 text-green-950',
  yellow: 'bg-yellow-300 text-yellow-950',
  orange: 'bg-orange-400 text-orange-950',
  red: 'bg-red-700 text-white',
};

/** Official difficulty 1..5 in order, with its word and colour. */
const DIFFICULTIES = [
  { difficulty: 1, word: 'Very easy', colour: 'dark-green' },
  { difficulty: 2, word: 'Easy', colour: 'light-green' },
  { difficulty: 3, word: 'Average', colour: 'yellow' },
  { difficulty: 4, word: 'Hard', colour: 'orange' },
  { difficulty: 5, word: 'Very hard', colour: 'red' },
] as const satisfies ReadonlyArray<{ difficulty: number; word: string; colour: FdrColourName }>;

/** The official difficulty's colour class; values outside 1..5 take the nearest end. */
export function difficultyClass(difficulty: number): string {
  const index = Math.min(5, Math.max(1, Math.round(difficulty))) - 1;
  return COLOUR_CLASS[DIFFICULTIES[index]?.colour ?? 'yellow'];
}

/** Legend swatches, e.g. "1 Very easy" on dark green. */
export const DIFFICULTY_LEGEND: ReadonlyArray<{ label: string; colour: string }> = DIFFICULTIES.map((d) => ({
  label: `${d.difficulty} ${d.word}`,
  colour: COLOUR_CLASS[d.colour],
}));
