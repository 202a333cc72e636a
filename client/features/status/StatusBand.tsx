import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/*
 * The status line's frame, part of the entry bundle: the shell shows it waiting while the status
 * line's code (StatusIndicator) loads beside the screen's.
 */

/** The band under the top bar; the demo season's is tinted so invented data is not taken for the game. */
export function StatusBand({ demo, children }: { demo: boolean; children: ReactNode }) {
  return (
    <section
      aria-label="Data source"
      className={clsx(
        'flex flex-wrap items-center gap-x-3 gap-y-1 border-b px-4 py-2 text-xs sm:px-6',
        demo ? 'bg-brand-purple-100 text-brand-purple' : 'bg-card text-muted-foreground',
      )}
    >
      {children}
    </section>
  );
}

/**
 * The line while its code and the first status answer load (the screen waits with it). About the
 * height of the demo season's line on a 412-pixel phone and from `sm` up, so the top of the page
 * changes little when the status arrives; nothing below it is drawn yet.
 */
export function StatusWaiting() {
  return (
    <div className="flex min-h-[79px] w-full flex-col justify-center gap-2 sm:min-h-[43px]">
      <span className="sr-only">Checking the data source…</span>
      <Skeleton className="h-4 w-64 max-w-full" />
      <Skeleton className="h-4 w-48" />
    </div>
  );
}

export function StatusUnavailable() {
  return (
    <span className="flex items-center gap-1 font-medium text-destructive">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      Status unavailable
    </span>
  );
}
