/** CSV the way the vaastav data set was written (Python's csv module and pandas). */

/** Quotes a field only when it must be (comma, quote, newline), doubling inner quotes. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Python's str(): True/False for booleans, `none` for null (pandas writes '', csv writes 'None'). */
export function pyText(value: unknown, none: string): string {
  if (value === null || value === undefined) return none;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return String(value);
}

export function csvTable(
  header: readonly string[],
  rows: readonly Record<string, unknown>[],
  opts: { none: string; eol: '\n' | '\r\n' },
): string {
  // Numbers never need quoting: only text goes through the quoting check.
  const cell = (v: unknown) => (typeof v === 'number' ? String(v) : csvField(pyText(v, opts.none)));
  const lines = [header.join(','), ...rows.map((row) => header.map((h) => cell(row[h])).join(','))];
  return lines.join(opts.eol) + opts.eol;
}

/** Python's repr() of the JSON-like fixture stats: single-quoted keys, lists and dicts with ', '. */
export function pyRepr(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `'${k}': ${pyRepr(v)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'string') return `'${value}'`;
  return pyText(value, 'None');
}
