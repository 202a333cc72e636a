import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CardGrid } from './CardGrid';

interface Props {
  /** Player rows per card. */
  rows: number;
  /** Lines under the table: the '+N more' note, and the own-goal line on goal share. */
  footLines: number;
  label: string;
}

/** Cards standing in while a season loads, each part the height of the final card's (TeamShareCard). */
export function ShareSkeleton({ rows, footLines, label }: Props) {
  return (
    <div role="status" aria-label={label}>
      <span className="sr-only">{label}</span>
      <CardGrid>
        {Array.from({ length: 6 }, (_, card) => (
          <Card key={card}>
            <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
              <div className="flex flex-col gap-1">
                <Skeleton className="h-6 w-40" />
                <Skeleton className="h-5 w-32" />
              </div>
              <Skeleton pill className="h-5 w-20" />
            </CardHeader>
            <CardContent>
              <div className="flex h-9 items-end pb-1">
                <Skeleton className="h-4 w-full" />
              </div>
              {Array.from({ length: rows }, (_, row) => (
                <div key={row} className="flex h-8 items-center border-t">
                  <Skeleton className="h-4 w-full" />
                </div>
              ))}
              <div className="mt-2 flex flex-col gap-0.5">
                {Array.from({ length: footLines }, (_, line) => (
                  <Skeleton key={line} className="h-4 w-32" />
                ))}
              </div>
            </CardContent>
          </Card>
        ))}
      </CardGrid>
    </div>
  );
}
