import { within } from '@testing-library/react';

/** The text of each column header in `container` (a table, or a card holding one), in order. */
export const columnHeaders = (container: HTMLElement) =>
  within(container)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** Each body row of `table` as text: its row header first, then its cells. */
export function bodyRows(table: HTMLElement) {
  const [, ...body] = within(table).getAllByRole('row');
  return body.map((r) => [
    within(r).getByRole('rowheader').textContent,
    ...within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ]);
}
