import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { cn } from '@/lib/utils';

interface ScoredCardsProps<A, T> {
  query: { isPending: boolean; isError: boolean };
  /** The answer; undefined before the first one arrives. */
  data: A | undefined;
  /** The answer's cards, best first. */
  cardsOf: (data: A) => readonly T[];
  /** Names the loading placeholder and the list for assistive tech, e.g. "players". */
  loadingLabel: string;
  sectionLabel: string;
  heading: string;
  /** Test id of the count badge ("12 players"). */
  countTestId: string;
  /** Placeholder cards shown while loading: one screenful of the grid. */
  skeletons: number;
  /** Columns of the card grid, per breakpoint. */
  columns: string;
  empty: { title: string; message?: string };
  /** Beside the count, e.g. "top 24 of 80 matching". */
  note?: (data: A) => ReactNode;
  renderCard: (card: T, index: number, data: A) => ReactNode;
}

/**
 * The result area of the scored-player screens (Captain Selector, Transfer Planner): skeleton
 * cards while loading, the shared failure text, an empty state, or the counted grid of cards.
 * What it shows is a deferred copy of the answer and the card renderer: a new answer (or the
 * expected points arriving) redraws the grid in React's interruptible slices instead of one long task
 * (blocking time), and the grid is not drawn again when nothing it shows has changed.
 */
export function ScoredCards<A, T>(props: ScoredCardsProps<A, T>) {
  const { query, data, renderCard, cardsOf } = props;
  const { isPending, isError } = query;
  const latest = useMemo(
    () => ({ isPending, isError, data, renderCard, cardsOf }),
    [isPending, isError, data, renderCard, cardsOf],
  );
  const shown = useDeferredValue(latest);
  const grid = useMemo(() => {
    const answer = shown.data;
    if (answer === undefined) return null;
    const cards = shown.cardsOf(answer);
    return { answer, count: cards.length, cards: cards.map((card, i) => shown.renderCard(card, i, answer)) };
  }, [shown]);
  const { columns } = props;
  if (shown.isPending) {
    return (
      <div aria-busy="true" aria-label={props.loadingLabel} className={cn('grid gap-4', columns)}>
        {Array.from({ length: props.skeletons }, (_, i) => (
          <Skeleton key={i} className="h-56" />
        ))}
      </div>
    );
  }
  if (shown.isError) {
    return (
      <ErrorState title="Error Loading Data" message="Unable to fetch FPL data. Please try again later." />
    );
  }
  if (grid === null || grid.count === 0) {
    return <EmptyState title={props.empty.title} message={props.empty.message} />;
  }
  return (
    <section aria-label={props.sectionLabel}>
      <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
        <h2 className="font-semibold">{props.heading}</h2>
        <Badge variant="secondary" data-testid={props.countTestId}>
          {grid.count} players
        </Badge>
        {props.note?.(grid.answer)}
      </div>
      <div className={cn('grid items-start gap-4', columns)}>{grid.cards}</div>
    </section>
  );
}
