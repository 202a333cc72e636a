import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** A node when part of it waits for the data (a placeholder keeps its place, so nothing moves). */
  title: ReactNode;
  description?: ReactNode;
  /** Controls shown beside the title on wide screens (e.g. a Refresh button). */
  actions?: ReactNode;
}

/** The screen's heading: every screen has exactly one `h1`. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-purple sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </div>
  );
}
