import type { ReactNode } from 'react';

/** One labelled figure inside a card: the label small and muted, the value large. */
export function StatTile({ label, value, extra }: { label: string; value: ReactNode; extra?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-2 text-xl font-bold text-brand-purple">
        {value}
        {extra}
      </dd>
    </div>
  );
}
