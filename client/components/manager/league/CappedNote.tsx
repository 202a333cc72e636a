import { Info } from 'lucide-react';
import { formatNumber } from '@/lib/format';

/**
 * Big leagues are read only up to their first 1,000 entries (the API's page cap); say so, with the
 * league's full size when it is known (the manager's league list carries it).
 */
export function CappedNote({ shown, memberCount }: { shown: number; memberCount: number | null }) {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-md border border-warning/30 bg-warning-background p-3 text-sm text-warning">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        This league is too big to read in full: showing the first {formatNumber(shown)}
        {memberCount !== null && memberCount > shown ? ` of ${formatNumber(memberCount)}` : ''} entries.
        Averages and categories below cover those entries only.
      </span>
    </p>
  );
}
