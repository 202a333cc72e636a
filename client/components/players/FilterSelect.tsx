import { ChevronDown } from 'lucide-react';
import { FilterField } from './FilterField';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange?: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled select for a screen's filter bar: the browser's own `<select>` (decision record 0009).
 * It is keyboard-usable and read by screen readers as a combobox without any script, opens the
 * phone's own picker, and costs no JavaScript: the Radix select it replaced was about 30 KB (gzip)
 * on each of twenty routes and rendered every closed select's items to read the chosen label.
 */
export function FilterSelect({ label, value, options, onChange, disabled, className }: FilterSelectProps) {
  return (
    <FilterField label={label} className={className}>
      {(id) => (
        <div className="relative">
          <select
            id={id}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange?.(e.target.value)}
            className="h-10 w-full appearance-none truncate rounded-md border bg-card py-2 pr-9 pl-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
          />
        </div>
      )}
    </FilterField>
  );
}
