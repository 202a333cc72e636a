/** The row of a single-row INSERT/UPDATE ... RETURNING. */
export function onlyRow<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('expected the statement to return a row');
  return row;
}
