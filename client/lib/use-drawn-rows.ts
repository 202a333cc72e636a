import { useEffect, useState } from 'react';

/**
 * How many of a list's `count` rows to draw: `first` (a screenful) in the commit that shows the
 * list, all of them in a task of their own just after it, so the first paint's long task is not
 * also spent on rows below the first screen (they arrive before anyone scrolls to them). Counts
 * shown to the user stay `count`.
 */
export function useDrawnRows(count: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all) return;
    const timer = setTimeout(() => setAll(true), 0);
    return () => clearTimeout(timer);
  }, [all]);
  return all ? count : Math.min(count, first);
}
