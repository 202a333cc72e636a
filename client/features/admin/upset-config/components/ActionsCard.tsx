import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
// The admin screens' one confirmation dialog (same feature folder as the goal-scored portal).
import { ConfirmButton } from '../../goal-settings/ConfirmButton';
import { formatDateTime } from '@/lib/format';

interface ActionsCardProps {
  lastUpdated: string | null;
  updatedBy: string | null;
  onOverview: boolean;
  unsaved: boolean;
  invalid: boolean;
  saving: boolean;
  resetting: boolean;
  onResetTab: () => void;
  onResetPage: () => void;
  onGlobalReset: () => void;
  onSave: () => void;
}

/** Last save, Reset Tab / Reset Page (local), Global Reset (server, confirmed) and Save Changes. */
export function ActionsCard(props: ActionsCardProps) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {props.lastUpdated
            ? `Last updated ${formatDateTime(props.lastUpdated)} by ${props.updatedBy ?? 'admin'}`
            : 'Last updated: never (the built-in defaults are in force)'}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" disabled={props.onOverview} onClick={props.onResetTab}>
            Reset Tab
          </Button>
          <Button variant="outline" onClick={props.onResetPage}>
            Reset Page
          </Button>
          <ConfirmButton
            title="Reset the upset configuration?"
            description="Every option and value returns to the built-in defaults and is saved at once: Predicted Scores uses them from the next request. Unsaved edits are discarded."
            disabled={props.resetting}
            onConfirm={props.onGlobalReset}
          >
            {props.resetting ? 'Resetting...' : 'Global Reset'}
          </ConfirmButton>
          <Button disabled={!props.unsaved || props.invalid || props.saving} onClick={props.onSave}>
            {props.saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
