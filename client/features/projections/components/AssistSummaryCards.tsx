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

/**
 * One group of the dl: the card holds only its dt and dd (a list of terms allows one level of div
 * around a group), so the icon sits inside the term and is placed beside the text by position.
 */
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
    <Card className="relative min-w-0 p-3 sm:p-4 sm:pl-16">
      <dt className="text-xs text-muted-foreground sm:text-sm">
        <Icon
          aria-hidden="true"
          className="absolute top-1/2 left-4 hidden size-8 -translate-y-1/2 text-brand-purple sm:block"
        />
        {label}
      </dt>
      <dd className="text-lg font-bold text-brand-purple sm:text-2xl">{value}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </Card>
  );
}
