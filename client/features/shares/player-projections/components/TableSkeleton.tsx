import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { PAGE_SIZE } from './Pager';
import { ROW_HEIGHT } from './PlayerTable';

interface Props {
  /** The spec's loading text, announced and shown in place of the count line. */
  label: string;
  /** Summary cards above the table (the goal screen's four). */
  cards: number;
}

/** The loading state at the final size: the count line, the summary cards and a page of rows. */
export function TableSkeleton({ label, cards }: Props) {
  return (
    <div>
      <Spinner label={label} inline className="mb-3 h-6" />
      {cards > 0 ? (
        <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          {Array.from({ length: cards }, (_, i) => (
            <Skeleton key={i} className="h-[5.5rem]" />
          ))}
        </div>
      ) : null}
      <div className="rounded-lg border bg-card" aria-hidden="true">
        <div className="h-10 border-b" />
        {Array.from({ length: PAGE_SIZE }, (_, i) => (
          <div key={i} className={cn(ROW_HEIGHT, 'flex items-center border-b px-3 last:border-0')}>
            <Skeleton className="h-4 w-full" />
          </div>
        ))}
      </div>
      <div className="mt-3 h-9" />
    </div>
  );
}
