import type { ReactNode } from 'react';

/**
 * One labelled figure of a description list (inside a `<dl>`): the label small and muted above
 * the value. The classes go to the pair's box and to the value.
 */
export function Figure({
  label,
  children,
  className,
  valueClassName,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
