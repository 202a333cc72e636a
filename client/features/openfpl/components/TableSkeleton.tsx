import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PAGE_STEP } from './ShowMore';

// Rows drawn as skeletons: enough to fill a screen; the rest of the page's height is one block
// (a row is h-12, 3rem), so the final table takes the same room without drawing every cell twice.
const DRAWN_ROWS = 12;

// One pulse for the whole table rather than one per cell: 120 animations cost the first render a
// long layout and an animation event each (measured with 4x CPU throttling), for the same look.
const Block = ({ className }: { className: string }) => (
  <span aria-hidden="true" className={`block rounded-md bg-muted ${className}`} />
);

/** The table's first page while it loads: same header, row height and footer, so nothing moves. */
export function TableSkeleton({ columns }: { columns: number }) {
  const numbers = Array.from({ length: columns + 3 }, (_, i) => i);
  return (
    <div aria-busy="true" data-testid="table-skeleton" className="animate-pulse">
      <span className="sr-only">Loading projections...</span>
      <Table aria-hidden="true">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="px-3">Player</TableHead>
            {numbers.map((i) => (
              <TableHead key={i}>
                <Block className="ml-auto h-4 w-10" />
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {Array.from({ length: DRAWN_ROWS }, (_, row) => (
            <TableRow key={row} className="h-12">
              <TableCell>
                <Block className="h-4 w-28" />
                <Block className="mt-1 h-3 w-20" />
              </TableCell>
              {numbers.map((i) => (
                <TableCell key={i}>
                  <Block className="ml-auto h-4 w-10" />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div style={{ height: `${3 * (PAGE_STEP - DRAWN_ROWS)}rem` }} />
      <div className="h-14 border-t" />
    </div>
  );
}
