import { PAGE_STEP } from '@/components/ui/show-more';

// Rows drawn as skeletons: enough to fill a screen; the rest of the page's height is one block.
const DRAWN_ROWS = 12;

// One pulse for the whole block rather than one per cell (an animation each costs an event and a
// longer layout), and plain blocks rather than a table: laying out a 12 x 10 skeleton table was
// 90 ms of the first render with 4x CPU throttling, for grey bars.
const Bar = ({ className }: { className: string }) => (
  <span aria-hidden="true" className={`block h-4 rounded-md bg-muted ${className}`} />
);

/**
 * The table's first page while it loads, at its final height, so nothing below moves: the header
 * (40 px), a page of rows (48 px each, `h-12` as the table's rows) and the footer with its count
 * and "Show more" button (56 px), measured in Chromium on the loaded table.
 */
export function TableSkeleton() {
  return (
    <div aria-busy="true" data-testid="table-skeleton" className="animate-pulse">
      <span className="sr-only">Loading projections...</span>
      <div aria-hidden="true" className="h-10 border-b" />
      {Array.from({ length: DRAWN_ROWS }, (_, row) => (
        <div key={row} aria-hidden="true" className="flex h-12 items-center gap-4 border-b px-3">
          <Bar className="w-28 shrink-0" />
          <Bar className="ml-auto w-2/3" />
        </div>
      ))}
      <div style={{ height: `${3 * (PAGE_STEP - DRAWN_ROWS)}rem` }} />
      <div className="h-14 border-t" />
    </div>
  );
}
