import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Skeleton } from './skeleton';

interface TableSkeletonProps {
  /** Shown in the header row and announced to screen readers, e.g. "Loading price data...". */
  label: string;
  /** How many rows stand in: enough to reach past the first screen, so nothing below moves. */
  rows: number;
  /** The final table's row height, e.g. 'h-[53px]' (measured in the browser on the real table). */
  rowClassName: string;
  /** The final table's header height; 'h-10' is TableHead's. */
  headerClassName?: string;
  className?: string;
}

/**
 * A loading table of the final table's size: a header line with the loading text and grey rows of
 * the real rows' height. Content that arrives then replaces it without moving what is below (no
 * layout shift), unlike a short spinner that the table pushes down.
 */
export function TableSkeleton({
  label,
  rows,
  rowClassName,
  headerClassName = 'h-10',
  className,
}: TableSkeletonProps) {
  return (
    <div role="status" aria-busy="true" className={cn('flex flex-col', className)}>
      <div
        className={cn('flex items-center gap-2 border-b px-3 text-sm text-muted-foreground', headerClassName)}
      >
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-purple" />
        {label}
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={cn('flex items-center border-b px-3 last:border-0', rowClassName)}>
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}
