import type { ReactNode } from 'react';

/** One figure of a player card's list of figures (inside a `<dl>`): a small label above it. */
export function CardStat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}
