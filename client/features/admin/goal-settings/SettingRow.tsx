import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { ContextCondition } from '@contracts/api/goal-scored-context';
import type { GoalSettingField } from '@contracts/api/goal-scored-settings';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TableCell, TableRow } from '@/components/ui/table';
import { isModified, readNewValue } from './draft';
import { effectNote } from './notes';
import { formatNumber } from '@/lib/format';

interface SettingRowProps {
  field: GoalSettingField;
  /** The value in the page's draft (saved, or staged by Update). */
  value: number;
  /** The context rule and its measured effect (context rows only). */
  condition?: ContextCondition;
  onStage(value: number): void;
  onReset(): void;
}

const bounds = (field: GoalSettingField) =>
  field.min === null || field.max === null ? 'a positive number' : `between ${field.min} and ${field.max}`;

/** A column's name above its figure on a phone, where the table's header row is hidden. */
function PhoneLabel({ children }: { children: string }) {
  return <span className="block text-xs text-muted-foreground sm:hidden">{children}</span>;
}

/** One setting: name and what it does now, Default, Current, New Value, Update and reset. */
export function SettingRow({ field, value, condition, onStage, onReset }: SettingRowProps) {
  const [text, setText] = useState(value.toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const stage = () => {
    const next = readNewValue(text, field);
    if (next === null) return setError(`${field.label} must be ${bounds(field)}`);
    setError(null);
    setText(next.toFixed(2));
    onStage(next);
  };
  const inactive = condition && !condition.active;
  return (
    // On a phone the row stacks (name; Default and Current; New Value and Update) so the input and
    // its button stay on screen instead of scrolling off to the right of a five-column table.
    <TableRow data-testid={`setting-${field.key}`} className="max-sm:grid max-sm:grid-cols-2">
      <TableCell className="align-top whitespace-normal max-sm:col-span-2 sm:min-w-56">
        <div className="flex flex-wrap items-center gap-2 font-medium">
          {field.label}
          {inactive ? <Badge variant="warning">Not applied</Badge> : null}
        </div>
        <p className="text-xs text-muted-foreground">{condition?.rule ?? field.description}</p>
        {inactive ? (
          <p className="text-xs text-warning">
            {condition.inactive_reason ?? 'No data source'}: stored, not applied.
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">{effectNote(field, value)}</p>
        )}
        {condition?.measured ? (
          <p className="text-xs text-muted-foreground">
            The data says: x{condition.measured.ratio.toFixed(3)} ({condition.measured.low.toFixed(3)} to{' '}
            {condition.measured.high.toFixed(3)}, {formatNumber(condition.measured.sample)}{' '}
            {condition.scope === 'match' ? 'matches' : 'sides'})
          </p>
        ) : null}
      </TableCell>
      <TableCell className="align-top tabular-nums">
        <PhoneLabel>Default</PhoneLabel>
        {field.default.toFixed(2)}
      </TableCell>
      <TableCell className="align-top tabular-nums">
        <PhoneLabel>Current</PhoneLabel>
        <span data-testid="current">{value.toFixed(2)}</span>
        {isModified(value, field.default) ? (
          <Badge variant="secondary" className="ml-2">
            Modified
          </Badge>
        ) : null}
      </TableCell>
      <TableCell className="align-top">
        <PhoneLabel>New Value</PhoneLabel>
        <Input
          type="number"
          step={0.01}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={`New value for ${field.label}`}
          aria-invalid={error !== null}
          className="w-24"
        />
        {error ? (
          <p role="alert" className="mt-1 text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </TableCell>
      <TableCell className="align-top max-sm:self-end">
        <div className="flex gap-1">
          <Button size="sm" variant="outline" onClick={stage} aria-label={`Update ${field.label}`}>
            Update
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setText(field.default.toFixed(2));
              setError(null);
              onReset();
            }}
            aria-label={`Reset ${field.label} to default`}
            title="Reset to default"
          >
            <RotateCcw aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
