import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import type { ExpectedPoints, ExpectedRow } from './expected-points';

/** "Expected points (GW 12): 5.4", the next gameweek alone (Captain Selector). */
function nextText([next]: readonly ExpectedRow[]): string {
  return next === undefined ? '' : `Expected points (GW ${next.gameweek}): ${formatNumber(next.points, 1)}`;
}

/**
 * "Expected points: 5.4 (GW 12) · 14.2 (GW 12-14)": the next gameweek and the sum of the rows, the
 * figures on a line of their own so a narrow card never wraps them unpredictably.
 */
function RangeText({ rows }: { rows: readonly ExpectedRow[] }) {
  const [first] = rows;
  const last = rows.at(-1);
  if (first === undefined || last === undefined) return null;
  const next = `${formatNumber(first.points, 1)} (GW ${first.gameweek})`;
  const sum = rows.reduce((total, row) => total + row.points, 0);
  return (
    <>
      Expected points:{' '}
      <span className="block">
        {rows.length === 1
          ? next
          : `${next} · ${formatNumber(sum, 1)} (GW ${first.gameweek}-${last.gameweek})`}
      </span>
    </>
  );
}

/**
 * A card's expected points from the points model, with a line saying what they are to the card's
 * score (a different model on the planner; the captain score's input). Each state takes the same height (one line, two for the range), so
 * the card does not move when the figures arrive.
 */
export function ExpectedPointsLine({
  expected,
  range,
  note = 'From the points model, not the score.',
}: {
  expected: ExpectedPoints;
  range: boolean;
  /** What the figure is to the card's score. */
  note?: string;
}) {
  // Text lines of 20 px: the placeholder's height. The text may grow past it only on a card too
  // narrow for a line (the Captain Selector's two columns beside the tips at 1024 px), not overlap.
  const lines = range ? 'h-10' : 'h-5';
  const minLines = range ? 'min-h-10' : 'min-h-5';
  return (
    <div className="rounded-md border px-3 py-2" data-testid="expected-points">
      {expected.status === 'loading' ? (
        <div className={`flex flex-col justify-center gap-2 ${lines}`}>
          <Skeleton className="h-3.5 w-3/4" />
          {range ? <Skeleton className="h-3.5 w-2/3" /> : null}
          <span className="sr-only">Loading expected points</span>
        </div>
      ) : (
        <p className={`text-sm font-medium tabular-nums ${minLines}`}>
          {expected.status !== 'ready' ? (
            'Expected points unavailable'
          ) : range ? (
            <RangeText rows={expected.rows} />
          ) : (
            nextText(expected.rows)
          )}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{note}</p>
    </div>
  );
}
