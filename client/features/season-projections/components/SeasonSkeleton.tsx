import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { LIST_SIZE } from '../lib/season-rows';
import { ROW_HEIGHT } from './SeasonTable';

/** The loading state at the list's final size: three cards, the header and 50 rows. */
export function SeasonSkeleton() {
  return (
    <div>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-[5.5rem]" />
        ))}
      </div>
      <div className="rounded-lg border bg-card">
        <Spinner label="Loading season projections..." inline className="h-10 border-b px-3" />
        {Array.from({ length: LIST_SIZE }, (_, i) => (
          <div
            key={i}
            aria-hidden="true"
            className={cn(ROW_HEIGHT, 'flex items-center border-b px-3 last:border-0')}
          >
            <Skeleton className="h-4 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
