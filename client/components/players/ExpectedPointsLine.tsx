import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import type { ExpectedPoints, ExpectedRow } from './expected-points';

/** "Expected points (GW 12): 5.4", the next gameweek alone (Captain Selector). */
function nextText([next]: readonly ExpectedRow[]): string {
  return next === undefined ? '' : `Expected points (GW ${next.gameweek}): ${formatNumber(next.points, 1)}`;
}

/** "Expected points: 5.4 (GW 12) · 14.2 (GW 12-14)": the next gameweek and the sum of the rows. */
function rangeText(rows: readonly ExpectedRow[]): string {
  const [first] = rows;
  const last = rows.at(-1);
  if (first === undefined || last === undefined) return '';
  const next = `${formatNumber(first.points, 1)} (GW ${first.gameweek})`;
  if (rows.length === 1) return `Expected points: ${next}`;
  const sum = rows.reduce((total, row) => total + row.points, 0);
  return `Expected points: ${next} · ${formatNumber(sum, 1)} (GW ${first.gameweek}-${last.gameweek})`;
}

function lineText(expected: ExpectedPoints, range: boolean): string {
  if (expected.status !== 'ready') return 'Expected points unavailable';
  return range ? rangeText(expected.rows) : nextText(expected.rows);
}

/**
 * A card's expected points from the points model, kept apart from the card's score (a different
 * model) by its own line saying so. While loading a skeleton of the line's height holds its place.
 */
export function ExpectedPointsLine({ expected, range }: { expected: ExpectedPoints; range: boolean }) {
  return (
    <div className="rounded-md border px-3 py-2" data-testid="expected-points">
      {expected.status === 'loading' ? (
        <div className="py-0.5">
          <Skeleton className="h-4 w-3/4" />
          <span className="sr-only">Loading expected points</span>
        </div>
      ) : (
        <p className="text-sm font-medium tabular-nums">{lineText(expected, range)}</p>
      )}
      <p className="text-xs text-muted-foreground">From the points model, not the score above.</p>
    </div>
  );
}
