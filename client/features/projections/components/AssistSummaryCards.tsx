import { Award, BarChart3, Trophy, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import type { AssistSummary } from '../lib/assist-summary';

/** Highest Single GW, Average Per GW and Most Creative Team; '-' and 'No data' when there is nothing. */
export function AssistSummaryCards({ summary }: { summary: AssistSummary }) {
  const { highest, averagePerGameweek, mostCreative } = summary;
  return (
    <dl className="mb-6 grid grid-cols-3 gap-2 sm:gap-4">
      <SummaryCard
        icon={Trophy}
        label="Highest Single GW"
        value={highest ? formatNumber(highest.value, 2) : '-'}
        note={highest ? `${highest.team}, GW${highest.gameweek}` : 'No data'}
      />
      <SummaryCard
        icon={BarChart3}
        label="Average Per GW"
        value={averagePerGameweek === null ? '-' : formatNumber(averagePerGameweek, 2)}
        note={averagePerGameweek === null ? 'No data' : 'Assists per team per gameweek'}
      />
      <SummaryCard
        icon={Award}
        label="Most Creative Team"
        value={mostCreative ? mostCreative.team : '-'}
        note={mostCreative ? `${formatNumber(mostCreative.value, 2)} assists in the range` : 'No data'}
      />
    </dl>
  );
}

function SummaryCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-3 sm:p-4">
      <Icon aria-hidden="true" className="hidden size-8 shrink-0 text-brand-purple sm:block" />
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
        <dd className="text-lg font-bold text-brand-purple sm:text-2xl">{value}</dd>
        <dd className="text-xs text-muted-foreground">{note}</dd>
      </div>
    </Card>
  );
}
