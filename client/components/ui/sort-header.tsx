import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ColumnSort } from '@/lib/column-sort';
import { cn } from '@/lib/utils';

interface Props<K extends string> {
  sortKey: K;
  sort: ColumnSort<K>;
  onSort: (key: K) => void;
  /** Added to the header's classes: alignment, padding, a sticky first column. */
  className?: string;
  children: ReactNode;
}

/**
 * A column header whose button (Enter or Space from the keyboard) sorts by it, or reverses the
 * order when it already sorts; `aria-sort` tells screen readers which column sorts and how.
 */
export function SortHeader<K extends string>({ sortKey, sort, onSort, className, children }: Props<K>) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('h-10 px-2 text-left font-medium whitespace-nowrap text-muted-foreground', className)}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className={cn(
          'inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          active && 'text-brand-purple',
        )}
      >
        {children}
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      </button>
    </th>
  );
}
