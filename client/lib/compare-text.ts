/*
 * Text order for sorting names, as `new Intl.Collator('en').compare` orders them, without building a
 * collator for plain ASCII: the first Intl object of a page loads the browser's locale data, about
 * 75 ms of main thread on a mid-range phone, and thirteen screens sort names as they first draw.
 * compare-text.test.ts checks it against the collator.
 */

// CLDR root collation's primary order of printable ASCII (measured with Intl.Collator('en')):
// spaces and punctuation, then symbols, digits and letters, a letter's two cases being equal.
const PRIMARY_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
const RANK = new Map<string, number>();
for (const [rank, char] of [...PRIMARY_ORDER].entries()) {
  RANK.set(char, rank);
  RANK.set(char.toUpperCase(), rank);
}
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

let collator: Intl.Collator | undefined;

/** Negative when `a` sorts before `b`, positive after, 0 when equal: English alphabetical order. */
export function compareText(a: string, b: string): number {
  if (!PRINTABLE_ASCII.test(a) || !PRINTABLE_ASCII.test(b)) {
    collator ??= new Intl.Collator('en');
    return collator.compare(a, b);
  }
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i++) {
    const difference = (RANK.get(a.charAt(i)) ?? 0) - (RANK.get(b.charAt(i)) ?? 0);
    if (difference !== 0) return difference;
  }
  if (a.length !== b.length) return a.length - b.length;
  // Equal but for case: at the first letter that differs, the lower case comes first.
  for (let i = 0; i < shared; i++) {
    if (a.charAt(i) !== b.charAt(i)) return a.charAt(i) === a.charAt(i).toLowerCase() ? -1 : 1;
  }
  return 0;
}
