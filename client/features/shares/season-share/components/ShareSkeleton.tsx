import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Cards standing in while a season loads: the final card's header, rows and note heights. */
export function ShareSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <span className="sr-only">{label}</span>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, card) => (
          <Card key={card}>
            <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
              <div className="flex flex-col gap-2">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-32" />
              </div>
              <Skeleton className="h-5 w-20 rounded-full" />
            </CardHeader>
            <CardContent>
              <Skeleton className="h-7 w-full" />
              {Array.from({ length: rows }, (_, row) => (
                <div key={row} className="flex h-8 items-center border-t">
                  <Skeleton className="h-4 w-full" />
                </div>
              ))}
              <Skeleton className="mt-2 h-4 w-32" />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
