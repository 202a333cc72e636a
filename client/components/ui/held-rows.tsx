/**
 * Blank space where a table's rows not drawn yet will go (client/lib/use-drawn-rows.ts), placed
 * under the table, so nothing below it moves in view when they arrive. `rowPx` is the rows' height.
 */
export function HeldRows({ rows, rowPx }: { rows: number; rowPx: number }) {
  if (rows <= 0) return null;
  return <div aria-hidden="true" style={{ height: rows * rowPx }} />;
}
