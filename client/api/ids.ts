/**
 * A typed ID as a query-key segment: a canonical positive whole number becomes a number, so "25029"
 * typed in a box and 25029 read from data share one cache entry; anything else stays as typed and the
 * API answers it with its own 400 message.
 */
export function idSegment(id: string | number): string | number {
  if (typeof id === 'number') return id;
  return /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : id;
}
