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

/** The panel both states are drawn in: an icon over a heading and, when given, a line of explanation. */
function StateBlock({
  title,
  message,
  className,
  border,
  icon,
  role,
  children,
}: StateBlockProps & { border: string; icon: ReactNode; role?: 'alert'; children?: ReactNode }) {
  return (
    <div
      role={role}
      className={clsx(
        'flex flex-col items-center gap-2 rounded-lg border bg-card px-6 py-10 text-center',
        border,
        className,
      )}
    >
      {icon}
      <h2 className="text-base font-semibold">{title}</h2>
      {message ? <p className="max-w-prose text-sm text-muted-foreground">{message}</p> : null}
      {children}
    </div>
  );
}

/** "Nothing to show" panel, e.g. 'No players found' with a hint on how to get results. */
export function EmptyState({ icon: Icon = Inbox, ...block }: StateBlockProps & { icon?: LucideIcon }) {
  return (
    <StateBlock
      {...block}
      border="border-dashed"
      icon={<Icon aria-hidden="true" className="size-8 text-muted-foreground" />}
    />
  );
}

/** A failure panel announced to screen readers, with an optional Retry button. */
export function ErrorState({ onRetry, ...block }: StateBlockProps & { onRetry?: () => void }) {
  return (
    <StateBlock
      {...block}
      role="alert"
      border="border-destructive/40"
      icon={<CircleAlert aria-hidden="true" className="size-8 text-destructive" />}
    >
      {onRetry ? (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', className: 'mt-2' })}
          onClick={onRetry}
        >
          Retry
        </button>
      ) : null}
    </StateBlock>
  );
}
