/** Splits one CSV line; quoted fields may hold commas. */
function split(line: string): string[] {
  return [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].map((m) => m[2] ?? m[1] ?? '').slice(0, -1);
}

/**
 * Rows of a vaastav `gws/merged_gw.csv` text (one row per player per fixture, see
 * ../shared/fpl-data/PROVENANCE.md) as column name -> text; the caller reads the file.
 */
export function parseMergedGw(text: string): Record<string, string>[] {
  const [header = '', ...lines] = text.split(/\r?\n/).filter(Boolean);
  const cols = split(header);
  return lines.map((line) => {
    const fields = split(line);
    return Object.fromEntries(cols.map((c, i) => [c, fields[i] ?? '']));
  });
}
