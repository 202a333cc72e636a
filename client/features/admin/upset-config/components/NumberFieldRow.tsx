import { useState } from 'react';
import type { UpsetNumberField } from '@contracts/api/upset-config';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';

interface NumberFieldRowProps {
  field: UpsetNumberField;
  defaultValue: number;
  current: number;
  value: number;
  problem: string | undefined;
  onChange: (value: number) => void;
}

/** One numeric setting: Default / Current (saved) / New Value, with its bounds and step. */
export function NumberFieldRow({
  field,
  defaultValue,
  current,
  value,
  problem,
  onChange,
}: NumberFieldRowProps) {
  // What is typed, while it is not a number yet (an empty box, a lone minus sign).
  const [draft, setDraft] = useState<string | null>(null);
  const id = `upset-${field.key}`;
  const hint = draft !== null ? `Enter a number between ${field.min} and ${field.max}` : problem;
  return (
    <div className="grid grid-cols-3 items-end gap-x-3 gap-y-1 border-b py-3 last:border-b-0 sm:grid-cols-[minmax(0,2fr)_5rem_5rem_8rem] sm:items-center">
      <div className="col-span-3 flex items-center gap-2 sm:col-span-1 sm:self-center">
        <label htmlFor={id} className="text-sm font-medium">
          {field.label}
        </label>
        {value !== defaultValue ? <Badge variant="warning">Modified</Badge> : null}
      </div>
      <Figure label="Default" value={defaultValue} />
      <Figure label="Current" value={current} />
      <div>
        <span className="text-xs text-muted-foreground sm:hidden">New Value</span>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={field.min}
          max={field.max}
          step={field.step}
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          value={draft ?? String(value)}
          onChange={(e) => {
            const text = e.target.value;
            const number = text.trim() === '' ? NaN : Number(text);
            if (Number.isFinite(number)) {
              setDraft(null);
              onChange(number);
            } else setDraft(text);
          }}
          onBlur={() => setDraft(null)}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="col-span-3 text-xs text-destructive sm:col-span-4 sm:text-right">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="text-sm tabular-nums">
      <span className="block text-xs text-muted-foreground sm:hidden">{label}</span>
      {value}
    </div>
  );
}
