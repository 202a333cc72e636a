import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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

/** Opens the labelled select, returns its options' texts, and picks `option`. */
export async function chooseOption(label: string, option: string): Promise<string[]> {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
  await userEvent.click(screen.getByRole('option', { name: option }));
  return options;
}
