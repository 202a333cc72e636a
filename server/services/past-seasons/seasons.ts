/**
 * The season list the app offers: every imported season plus the current one (which may not be
 * imported yet), each once, newest first. Labels are `YYYY-YY`, so string order is season order.
 */
export function seasonList(imported: readonly string[], current: string | null): string[] {
  const all = new Set(imported);
  if (current) all.add(current);
  return [...all].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}
