/**
 * Lower case without accents or surrounding spaces, so "odegaard" finds "Ødegaard", "muller" finds
 * "Müller" and "magalhaes" finds "Magalhães". Ø has no decomposition in Unicode, so it is mapped by hand.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ø/gi, 'o').toLowerCase().trim();
}

/**
 * A player list's search: whether any of a row's texts (name, club) contains what was typed, case
 * and accents ignored. An empty search matches every row. The search is folded once per list.
 */
export function searchMatcher(search: string): (texts: readonly string[]) => boolean {
  // No search is the usual case: the first normalize() of a page loads Unicode data (a few ms).
  if (search.trim() === '') return () => true;
  const needle = foldText(search);
  return (texts) => needle === '' || texts.some((text) => foldText(text).includes(needle));
}
