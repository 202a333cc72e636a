import type { SettingsBacktest } from '@contracts/api/goal-scored-portal';
import type { GoalScoredSettings } from '@contracts/api/goal-scored-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatDateTime, formatNumber } from '@/lib/format';
import { ConfirmButton } from './ConfirmButton';

interface ActionsCardProps {
  saved: GoalScoredSettings;
  backtest: SettingsBacktest;
  dirty: boolean;
  saving: boolean;
  resetting: boolean;
  /** The current tab's name when it can be reset on its own. */
  tabName: string | null;
  /** Why the last save or reset failed (the server's message). */
  error: string | null;
  onSave(): void;
  onResetTab(): void;
  onResetPage(): void;
  onGlobalReset(): void;
}

/** What the data says about the saved settings: the stored backtest, when it measured exactly these. */
export function BacktestLine({ backtest }: { backtest: SettingsBacktest }) {
  if (backtest.status === 'not_measured')
    return (
      <p className="text-sm text-muted-foreground" data-testid="settings-backtest">
        Not measured for the current settings yet: settings are measured on past seasons whenever the app
        measures the match odds (after its first start and after each finished gameweek).
      </p>
    );
  return (
    <p className="text-sm" data-testid="settings-backtest">
      RPS with these settings {backtest.rps_with_settings.toFixed(4)} vs model alone{' '}
      {backtest.rps_model_alone.toFixed(4)} on {formatNumber(backtest.matches)} matches (measured{' '}
      {formatDateTime(backtest.measured_at)}; lower is better)
    </p>
  );
}

/** Last updated and by whom, Save Changes, the reset actions (each behind a confirmation). */
export function ActionsCard(props: ActionsCardProps) {
  const { saved, dirty, saving, resetting, tabName } = props;
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <p className="text-sm" data-testid="last-updated">
          Last updated:{' '}
          {saved.lastUpdated
            ? `${formatDateTime(saved.lastUpdated)} by ${saved.updatedBy}`
            : 'never (defaults)'}
        </p>
        <BacktestLine backtest={props.backtest} />
        {props.error ? (
          <p role="alert" className="text-sm text-destructive">
            {props.error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={props.onSave} disabled={!dirty || saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
          {tabName ? (
            <ConfirmButton
              title={`Reset ${tabName}?`}
              description={`Sets every value of ${tabName} back to its default on this page. Nothing is saved until you press Save Changes.`}
              onConfirm={props.onResetTab}
            >
              Reset {tabName}
            </ConfirmButton>
          ) : null}
          <ConfirmButton
            title="Reset this page?"
            description="Sets every setting and team tier on this page back to its default. Nothing is saved until you press Save Changes."
            onConfirm={props.onResetPage}
          >
            Reset Page
          </ConfirmButton>
          <ConfirmButton
            variant="destructive"
            title="Reset all settings?"
            description="Saves the defaults now: every setting and team assignment goes back to its default value for every projection."
            onConfirm={props.onGlobalReset}
            disabled={resetting}
          >
            {resetting ? 'Resetting...' : 'Global Reset'}
          </ConfirmButton>
        </div>
      </CardContent>
    </Card>
  );
}
