import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

interface SkeletonProps extends ComponentProps<'span'> {
  /** Fully rounded ends, standing in for a badge. */
  pill?: boolean;
}

/**
 * A grey pulsing block standing in for content that is loading; hidden from assistive technology.
 * A span shown as a block, so it may also stand in for text inside a paragraph or a term's value.
 * `className` adds the size and spacing; it is appended, not merged (the status line in the entry
 * bundle uses skeletons, and the entry carries no tailwind-merge), so the shape is the `pill` prop.
 */
export function Skeleton({ className, pill = false, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx('block animate-pulse bg-muted', pill ? 'rounded-full' : 'rounded-md', className)}
      {...props}
    />
  );
}
