import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

interface SpinnerProps {
  /** Visible text next to the spinner, also announced to screen readers, e.g. "Loading FPL data...". */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={cn('flex items-center justify-center gap-2 py-8 text-muted-foreground', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-purple" />
      {label ? <span className="text-sm">{label}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}
