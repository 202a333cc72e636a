import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A grey pulsing block standing in for content that is loading; hidden from assistive technology.
 * A span shown as a block, so it may also stand in for text inside a paragraph or a term's value.
 */
export function Skeleton({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
