import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

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
 * A labelled select for a screen's filter bar; the label names the combobox for assistive tech.
 * The options are rendered only while the list is open: closed, the trigger shows the chosen
 * option's label itself. Radix renders every closed select's items off-screen to read the chosen
 * one's text, and a screen's gameweek and team selects (a hundred items) were most of the work of
 * its first render (a 3 s long task with 4x CPU throttling on Team CS Projections, 0.4 s without).
 */
export function FilterSelect({ label, value, options, onChange, disabled, className }: FilterSelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled} open={open} onOpenChange={setOpen}>
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue>{options.find((o) => o.value === value)?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {open
            ? options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))
            : null}
        </SelectContent>
      </Select>
    </div>
  );
}
