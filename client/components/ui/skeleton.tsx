import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A grey pulsing block standing in for content that is loading; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
