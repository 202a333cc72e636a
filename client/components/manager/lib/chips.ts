/** The official chip codes and the names the game shows for them. */
const CHIP_NAMES: Record<string, string> = {
  wildcard: 'Wildcard',
  freehit: 'Free Hit',
  bboost: 'Bench Boost',
  '3xc': 'Triple Captain',
  manager: 'Assistant Manager',
};

/** The chip's name, or its code when the game adds one this app does not know yet. */
export function chipName(code: string): string {
  return CHIP_NAMES[code] ?? code;
}
