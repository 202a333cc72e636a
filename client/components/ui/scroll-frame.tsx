import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface Props {
  /** What the table shows; screen readers hear it with ", scrolls sideways". */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The card a wide table scrolls sideways in on a phone. It takes the focus, so a keyboard can scroll
 * it with the arrow keys when it is wider than the screen.
 */
export function ScrollFrame({ label, className, children }: Props) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={`${label}, scrolls sideways`}
      className={cn(
        'overflow-x-auto rounded-lg border bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A wide table in its ScrollFrame, named by a caption that only screen readers hear. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollFrame label={label}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </ScrollFrame>
  );
}
