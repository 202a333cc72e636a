import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import type { SortKey, TableSort } from '../lib/sort';

interface Props {
  sortKey: SortKey;
  sort: TableSort;
  onSort: (key: SortKey) => void;
  className?: string;
  children: ReactNode;
}

/** A column header whose button sorts by it (again: reverses); aria-sort says which column sorts. */
export function SortHeader({ sortKey, sort, onSort, className, children }: Props) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('h-10 px-2 font-medium whitespace-nowrap text-muted-foreground', className)}
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
