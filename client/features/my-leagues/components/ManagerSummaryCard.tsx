import type { ManagerSummary } from '@contracts/api/manager';
import { managerName, teamAndRegion } from '@/components/manager/lib/names';
import { Card, CardContent } from '@/components/ui/card';
import { formatNumber, PLACEHOLDER } from '@/lib/format';
import { Figure } from '@/components/ui/figure';

export function ManagerSummaryCard({ manager }: { manager: ManagerSummary }) {
  const figures: [string, string | number][] = [
    ['Total points', formatNumber(manager.summary_overall_points)],
    ['Overall rank', formatNumber(manager.summary_overall_rank)],
    ['Gameweek', manager.current_event ?? PLACEHOLDER],
  ];
  return (
    <Card className="mb-6">
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold" data-testid="manager-name">
            {managerName(manager)}
          </h2>
          <p className="text-sm text-muted-foreground">{teamAndRegion(manager)}</p>
        </div>
        <dl className="flex gap-6">
          {figures.map(([label, value]) => (
            <Figure key={label} label={label} valueClassName="text-lg font-bold text-brand-purple">
              {value}
            </Figure>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
