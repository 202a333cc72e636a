import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

/**
 * Long lists render a page at a time; this says how many show and offers the next page. 25 rows are
 * two phone screens; 50 built some 500 more elements on the first paint (blocking time budget).
 */
export const PAGE_STEP = 25;
/** Rows drawn in a list's first commit, the rest of its page just after (use-drawn-rows.ts): a laptop's screenful. */
export const FIRST_SCREEN = 12;

interface Props {
  shown: number;
  total: number;
  noun: string;
  onMore: () => void;
}

export function ShowMore({ shown, total, noun, onMore }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-3 text-sm text-muted-foreground">
      <p data-testid="shown-count">
        Showing {formatNumber(shown)} of {formatNumber(total)} {noun}
      </p>
      {shown < total ? (
        <Button variant="outline" size="sm" onClick={onMore}>
          Show {formatNumber(Math.min(PAGE_STEP, total - shown))} more
        </Button>
      ) : null}
    </div>
  );
}
