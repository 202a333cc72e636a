import { useEffect, useState } from 'react';

/**
 * How many of a list's `count` rows to draw: `first` (a screenful) in the commit that shows the
 * list, then `step` more at a time, each after the browser has drawn a frame, so the first paint's
 * long task is not also spent on rows below the first screen (they arrive before anyone scrolls to
 * them). Without a `step` the rest come in one task just after. Waiting for a frame matters: rows
 * added in two tasks before one frame are styled and laid out together, in one long task. Once the
 * list has been drawn whole, rows added later (a "Show more") are drawn at once. Counts shown to the
 * user stay `count`.
 */
export function useDrawnRows(count: number, first: number, step = Infinity): number {
  const [drawn, setDrawn] = useState(first);
  // Infinity once the list has been drawn whole (or was a screenful at most).
  const done = drawn === Infinity;
  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const grow = () => setDrawn((n) => (n + step >= count ? Infinity : n + step));
    // After the next frame's paint: a frame callback, then a task of its own.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(grow, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, done, step, count]);
  return Math.min(count, drawn);
}
