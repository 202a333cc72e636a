import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber, PLACEHOLDER } from '@/lib/format';
import {
  averageTotal,
  CATEGORY_LABEL,
  performanceCategories,
  type PerformanceCategory,
  type StandingRow,
} from '../lib/league-stats';

const ORDER: PerformanceCategory[] = ['top', 'mid', 'bottom'];
const TONE: Record<PerformanceCategory, string> = {
  top: 'border-t-4 border-t-success',
  mid: 'border-t-4 border-t-brand-purple-500',
  bottom: 'border-t-4 border-t-destructive',
};

/** The table split into top 20 percent, mid-tier and bottom 20 percent, with each group's average. */
export function PerformanceCategories({
  rows,
  managerId,
}: {
  rows: readonly StandingRow[];
  managerId?: number;
}) {
  const groups = performanceCategories(rows);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {ORDER.map((category) => {
        const members = groups[category];
        const avg = averageTotal(members);
        const totals = members.map((r) => r.total);
        return (
          <Card key={category} className={TONE[category]} data-testid={`category-${category}`}>
            <CardHeader>
              <CardTitle>{CATEGORY_LABEL[category]}</CardTitle>
              <CardDescription>
                {formatNumber(members.length)} {members.length === 1 ? 'manager' : 'managers'} · average{' '}
                {avg === null ? PLACEHOLDER : formatNumber(avg, 1)} pts
                {totals.length > 0
                  ? ` · range ${formatNumber(Math.min(...totals))}–${formatNumber(Math.max(...totals))}`
                  : ''}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {members.length === 0 ? (
                <p className="text-sm text-muted-foreground">No managers in this group.</p>
              ) : (
                <ol
                  className="max-h-80 divide-y overflow-y-auto text-sm"
                  aria-label={`${CATEGORY_LABEL[category]} managers`}
                >
                  {members.map((r) => (
                    <li key={r.entry} className="flex items-center justify-between gap-2 py-1.5">
                      <span className="min-w-0 truncate">
                        <span className="mr-2 text-muted-foreground">{r.rank}.</span>
                        {r.entry_name}
                        {r.entry === managerId ? (
                          <Badge variant="accent" className="ml-2">
                            You
                          </Badge>
                        ) : null}
                      </span>
                      <span className="font-semibold">{formatNumber(r.total)}</span>
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
