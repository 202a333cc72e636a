import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface FilterFieldProps {
  label: string;
  /** Classes of the block (its place in a filter bar's grid). */
  className?: string;
  /** The control, given the id its label points at. */
  children: (id: string) => ReactNode;
  /** What stands under the control inside the same block (an error, the matches). */
  below?: ReactNode;
}

/** A filter bar's labelled block: the label over its control, so every filter lines up alike. */
export function FilterField({ label, className, children, below }: FilterFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
      {below}
    </div>
  );
}
