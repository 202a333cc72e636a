import { useState } from 'react';

/**
 * True from the first render where `shown` is true onwards: a lazily loaded dialog or chart is
 * mounted (and its code fetched) when first shown, then stays mounted so it can close and reopen
 * with its animations and focus handling.
 */
export function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}
