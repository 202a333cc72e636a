import type { UpsetConfig, UpsetConfigResponse, UpsetTab } from '@contracts/api/upset-config';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { describeTab } from '../lib/descriptions';
import { optionSwitch, tabFields } from '../lib/tabs';
import { NumberFieldRow } from './NumberFieldRow';
import { OptionSwitch } from './OptionSwitch';
import { TopTeamsField } from './TopTeamsField';

interface OptionTabProps {
  tab: Exclude<UpsetTab, 'overview'>;
  local: UpsetConfig;
  server: UpsetConfigResponse;
  problems: ReadonlyMap<string, string>;
  onChange: (change: Partial<UpsetConfig>) => void;
}

/** One option: its switch, its numeric fields (Default / Current / New Value) and how it works with these values. */
export function OptionTab({ tab, local, server, problems, onChange }: OptionTabProps) {
  const toggle = optionSwitch(tab);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="pb-2">
          <CardTitle>Settings</CardTitle>
        </CardHeader>
        <CardContent>
          {toggle ? <OptionSwitch option={toggle} config={local} onChange={onChange} /> : null}
          <div className="hidden grid-cols-[minmax(0,2fr)_5rem_5rem_8rem] gap-x-3 border-b pt-3 pb-1 text-xs font-medium text-muted-foreground sm:grid">
            <span>Setting</span>
            <span>Default</span>
            <span>Current</span>
            <span>New Value</span>
          </div>
          {tabFields(tab).map((field) => (
            <NumberFieldRow
              key={field.key}
              field={field}
              defaultValue={server.defaults[field.key]}
              current={server.config[field.key]}
              value={local[field.key]}
              problem={problems.get(field.key)}
              onChange={(value) => onChange({ [field.key]: value })}
            />
          ))}
          {tab === 'context' ? (
            <TopTeamsField
              value={local.topTeamIds}
              defaults={server.defaults.topTeamIds}
              current={server.config.topTeamIds}
              source={server.defaultTopTeams}
              problem={problems.get('topTeamIds')}
              onChange={(topTeamIds) => onChange({ topTeamIds })}
            />
          ) : null}
        </CardContent>
      </Card>
      <HowItWorks tab={tab} config={local} />
    </div>
  );
}

/** The mechanism in words, quoting the values being edited. */
export function HowItWorks({ tab, config }: { tab: UpsetTab; config: UpsetConfig }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle>How it works</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-muted-foreground">
        {describeTab(tab, config).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </CardContent>
    </Card>
  );
}
