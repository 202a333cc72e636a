import type { ReactNode } from 'react';

/** A header cell's text and classes, and its hover text where the label is short. */
export type ColumnHead = readonly [label: ReactNode, className: string, title?: string];

/**
 * A header row's plain cells, `<th scope="col">` each, from a list: a fixed table states its
 * columns once instead of writing the same cell for each. A `false` entry is a column left out.
 */
export function ColumnHeads({ columns }: { columns: ReadonlyArray<ColumnHead | false> }) {
  return (
    <>
      {columns.map((column, i) =>
        column === false ? null : (
          <th key={i} scope="col" className={column[1]} title={column[2]}>
            {column[0]}
          </th>
        ),
      )}
    </>
  );
}
