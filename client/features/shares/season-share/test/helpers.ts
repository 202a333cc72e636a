import { screen, within } from '@testing-library/react';
import { chooseOption as pick, optionLabels } from '@/test/select';

/** The team cards on screen, by their heading ("LIV Liverpool"), in order; waits for the first. */
export async function teamCards(): Promise<string[]> {
  const tables = await screen.findAllByRole('table', { name: / players$/ });
  return tables.map((t) => {
    const heading = t.closest('[role="region"]')?.getAttribute('aria-labelledby') ?? '';
    return document.getElementById(heading)?.textContent ?? '';
  });
}

/** Each player row of a card as its cells' texts. */
export function cardRows(card: HTMLElement): string[][] {
  const [, ...rows] = within(card).getAllByRole('row');
  return rows.map((r) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? ''),
  );
}

/** The labelled select's options' texts, after picking `option` in it. */
export async function chooseOption(label: string, option: string): Promise<string[]> {
  const options = optionLabels(label).map((o) => o ?? '');
  await pick(label, option);
  return options;
}
