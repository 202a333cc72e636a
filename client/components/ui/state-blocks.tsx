import { CircleAlert, Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';

interface StateBlockProps {
  title: string;
  message?: ReactNode;
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
      className={cn(
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
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border border-destructive/40 bg-card px-6 py-10 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="text-base font-semibold">{title}</h2>
      {message ? <p className="max-w-prose text-sm text-muted-foreground">{message}</p> : null}
      {onRetry ? (
        <Button variant="outline" className="mt-2" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
