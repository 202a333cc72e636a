import { CircleAlert, Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from './button-variants';

interface StateBlockProps {
  title: string;
  message?: ReactNode;
  /**
   * Added classes (margin, width), appended rather than merged: the route error boundary in the
   * entry bundle shows ErrorState, and the entry carries no tailwind-merge.
   */
  className?: string;
}

/** "Nothing to show" panel, e.g. 'No players found' with a hint on how to get results. */
export function EmptyState({
  title,
  message,
  className,
  icon: Icon = Inbox,
}: StateBlockProps & { icon?: LucideIcon }) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card px-6 py-10 text-center',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-base font-semibold">{title}</h2>
      {message ? <p className="max-w-prose text-sm text-muted-foreground">{message}</p> : null}
    </div>
  );
}

/** A failure panel announced to screen readers, with an optional Retry button. */
export function ErrorState({
  title,
  message,
  className,
  onRetry,
}: StateBlockProps & { onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-center gap-2 rounded-lg border border-destructive/40 bg-card px-6 py-10 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="text-base font-semibold">{title}</h2>
      {message ? <p className="max-w-prose text-sm text-muted-foreground">{message}</p> : null}
      {onRetry ? (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', className: 'mt-2' })}
          onClick={onRetry}
        >
          Retry
        </button>
      ) : null}
    </div>
  );
}
