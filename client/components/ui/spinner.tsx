import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  /** Visible text next to the spinner, also announced to screen readers, e.g. "Loading FPL data...". */
  label?: string;
  /** One line at the start of its row instead of a centred block with room above and below. */
  inline?: boolean;
  /**
   * Added classes (size, margin, border). They are appended, not merged: the route fallback in the
   * entry bundle uses the spinner, and the entry carries no tailwind-merge; `inline` is the layout switch.
   */
  className?: string;
}

export function Spinner({ label, inline = false, className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={clsx(
        'flex items-center gap-2 text-muted-foreground',
        inline ? 'justify-start' : 'justify-center py-8',
        className,
      )}
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-purple" />
      {label ? <span className="text-sm">{label}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}
