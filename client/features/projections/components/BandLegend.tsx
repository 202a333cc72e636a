import { cn } from '@/lib/utils';
import { bandLegend, type Bands } from '../lib/colours';

/** What the cell colours mean, best first. */
export function BandLegend({ bands, unit }: { bands: Bands; unit?: string }) {
  return (
    <div role="group" aria-label="Legend" className="mt-3 flex flex-wrap items-center gap-2 text-xs">
      <span className="text-muted-foreground">Colours:</span>
      {bandLegend(bands, unit).map((b) => (
        <span key={b.label} className={cn('rounded px-2 py-0.5 font-semibold', b.tone)}>
          {b.label}
        </span>
      ))}
    </div>
  );
}
