import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** One figure of a manager screen's summary row: a label (a heading), the value and a line under it. */
export function SummaryCard({
  label,
  value,
  detail,
}: {
  label: string;
  value: ReactNode;
  detail: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="pt-5">
        <h2 className="text-xs font-medium text-muted-foreground">{label}</h2>
        <p className="mt-1 text-2xl font-bold text-brand-purple">{value}</p>
        <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}
