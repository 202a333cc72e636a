import { useQuery } from '@tanstack/react-query';
import { statusQuery } from '@/api/status';
import { notMeasuredText } from '@/lib/preparing';

/**
 * An accuracy card's text until its figures are measured: the server measures them by itself after
 * it has past seasons (the status line shows its progress and refreshes the cards when it is done).
 */
export function NotMeasured({ what, testId }: { what: string; testId?: string }) {
  const { data } = useQuery(statusQuery());
  return (
    <p data-testid={testId} className="rounded-md bg-muted p-3">
      {notMeasuredText(data?.preparing ?? null, what)}
    </p>
  );
}
