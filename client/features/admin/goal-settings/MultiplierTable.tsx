import type { ContextCondition } from '@contracts/api/goal-scored-context';
import type { GoalSettingField, GoalSettingKey } from '@contracts/api/goal-scored-fields';
import type { GoalScoredSettings } from '@contracts/api/goal-scored-settings';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fieldsOf } from './draft';
import { SettingRow } from './SettingRow';

interface MultiplierTableProps {
  group: GoalSettingField['group'];
  draft: GoalScoredSettings;
  conditions?: readonly ContextCondition[];
  onStage(key: GoalSettingKey, value: number): void;
  onReset(key: GoalSettingKey): void;
}

/**
 * A tab's settings as a table: name and description, Default, Current, New Value, Actions; on a
 * phone each row stacks under its own labels (SettingRow).
 */
export function MultiplierTable({ group, draft, conditions, onStage, onReset }: MultiplierTableProps) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader className="max-sm:hidden">
          <TableRow>
            <TableHead>Setting</TableHead>
            <TableHead>Default</TableHead>
            <TableHead>Current</TableHead>
            <TableHead>New Value</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {fieldsOf(group).map((field) => (
            <SettingRow
              // A new draft value (a tab or page reset) restarts the row's input from it.
              key={`${field.key}:${draft[field.key]}`}
              field={field}
              value={draft[field.key]}
              condition={conditions?.find((c) => c.key === field.key)}
              onStage={(value) => onStage(field.key, value)}
              onReset={() => onReset(field.key)}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
