import { screen, within } from '@testing-library/react';

/** Each body row of the named player table as text: the player (row header) then every cell. */
export function tableRows(name: string): Array<Array<string | null | undefined>> {
  const table = screen.getByRole('table', { name });
  const [, ...body] = within(table).getAllByRole('row');
  // The row header's first line is the name (its second, on phones only, the club and position).
  return body.map((r) => [
    within(r).getByRole('rowheader').firstChild?.textContent,
    ...within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ]);
}

/** The players of the named table, in the order shown. */
export const tableNames = (name: string) => tableRows(name).map((r) => r[0]);
