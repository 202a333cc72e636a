import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * Long lists render a page at a time. 25 rows are two phone screens; 50 built some 500 more elements
 * on the first paint (Open FPL's route blocked the main thread 513 ms median on a phone-sized load).
 */
export const PAGE_STEP = 25;

/** The rows of a long list shown so far, how many there are, and the step to the next page. */
export interface Paged<T> {
  shown: readonly T[];
  total: number;
  more: () => void;
}

/** The first page of `items`, growing a page at each `more`. Remount (a `key`) to start again. */
export function usePaged<T>(items: readonly T[]): Paged<T> {
  const [limit, setLimit] = useState(PAGE_STEP);
  return { shown: items.slice(0, limit), total: items.length, more: () => setLimit((n) => n + PAGE_STEP) };
}

interface Props {
  page: Paged<unknown>;
  /** What the list counts: "players", "changes". */
  noun: string;
  /** The bar's height or padding where a table's skeleton is sized to match. */
  className?: string;
}

/** Says how many rows of a long list show and offers the next page. */
export function ShowMore({ page, noun, className }: Props) {
  const { total } = page;
  const shown = page.shown.length;
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-2 border-t px-4 text-sm text-muted-foreground',
        className,
      )}
    >
      <p data-testid="shown-count">
        Showing {formatNumber(shown)} of {formatNumber(total)} {noun}
      </p>
      {shown < total ? (
        <Button variant="outline" size="sm" onClick={page.more}>
          Show {formatNumber(Math.min(PAGE_STEP, total - shown))} more
        </Button>
      ) : null}
    </div>
  );
}
