import { Scale } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

interface Props {
  scored: number;
  against: number;
  /** League-wide goals scored equal goals conceded over the range (every goal is both). */
  perfect: boolean;
}

/** The check that the goals tables add up: what all teams score, all teams concede. */
export function BalanceCard({ scored, against, perfect }: Props) {
  return (
    <Card
      role="region"
      aria-label="Goal balance"
      className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 p-4 text-sm"
    >
      <Scale aria-hidden="true" className="size-6 text-brand-purple" />
      <p>
        Goals scored: <strong className="tabular-nums">{formatNumber(scored, 2)}</strong>
      </p>
      <p>
        Goals against: <strong className="tabular-nums">{formatNumber(against, 2)}</strong>
      </p>
      {perfect ? (
        <Badge variant="success">Perfect</Badge>
      ) : (
        <Badge variant="warning">Variance {formatNumber(Math.abs(scored - against), 2)}</Badge>
      )}
      <p className="w-full text-xs text-muted-foreground sm:w-auto">
        Every goal one team scores is one another concedes, so across the league the two must match.
      </p>
    </Card>
  );
}
