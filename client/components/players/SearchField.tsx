import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { FilterField } from './FilterField';

interface SearchFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** The field's visible label; filter bars call it "Search". */
  label?: string;
  /** Classes of the labelled block (its place in a filter bar's grid). */
  className?: string;
  /** What stands under the box inside the same block (an error, the matches). */
  children?: ReactNode;
}

/** A labelled search box with its magnifier: the text filter of every player list. */
export function SearchField({
  value,
  onChange,
  label = 'Search',
  className,
  children,
  ...input
}: SearchFieldProps) {
  return (
    <FilterField label={label} className={className} below={children}>
      {(id) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            {...input}
            id={id}
            type="search"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className="pl-9"
          />
        </div>
      )}
    </FilterField>
  );
}
