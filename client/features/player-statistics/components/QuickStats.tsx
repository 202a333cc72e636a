import { memo } from 'react';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { leader, type Leader } from '../lib/quick-stats';
import type { StatRow } from '../lib/rows';

function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card className="p-4">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="truncate text-xl font-bold text-brand-purple">{value}</p>
      {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
    </Card>
  );
}

const leaderCard = (label: string, l: Leader | null, unit: string) =>
  l ? (
    <StatCard label={label} value={l.name} detail={`${formatNumber(l.value)} ${unit}`} />
  ) : (
    <StatCard label={label} value="—" />
  );

/** Headline numbers of the players matching the filters (memoised as StatsTable). */
export const QuickStats = memo(function QuickStats({ rows }: { rows: readonly StatRow[] }) {
  return (
    <section aria-label="Quick stats" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Players" value={formatNumber(rows.length)} detail="matching the filters" />
      {leaderCard('Top scorer', leader(rows, 'totalPoints'), 'points')}
      {leaderCard('Most goals', leader(rows, 'goals'), 'goals')}
      {leaderCard('Most assists', leader(rows, 'assists'), 'assists')}
    </section>
  );
});
