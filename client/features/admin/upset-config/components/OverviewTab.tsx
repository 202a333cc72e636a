import type { UpsetConfig } from '@contracts/api/upset-config';
import { UPSET_SWITCHES } from '@contracts/api/upset-fields';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { HowItWorks } from './OptionTab';
import { OptionSwitch } from './OptionSwitch';

interface OverviewTabProps {
  local: UpsetConfig;
  /** The configuration in force (saved), which the status list reports. */
  inForce: UpsetConfig;
  onChange: (change: Partial<UpsetConfig>) => void;
}

/** The five switches and the status of the configuration in force. */
export function OverviewTab({ local, inForce, onChange }: OverviewTabProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader className="pb-2">
          <CardTitle>Upset options</CardTitle>
        </CardHeader>
        <CardContent className="divide-y">
          {UPSET_SWITCHES.map((option) => (
            <OptionSwitch key={option.key} option={option} config={local} onChange={onChange} />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle>Current Status</CardTitle>
          <CardDescription>The options in force on Predicted Scores (saved).</CardDescription>
        </CardHeader>
        <CardContent>
          <ul aria-label="Current Status" className="flex flex-wrap gap-2">
            {UPSET_SWITCHES.map((option) => (
              <li key={option.key}>
                {inForce[option.key] ? (
                  <Badge variant="success">{option.label} Active</Badge>
                ) : (
                  <Badge variant="outline" className="text-muted-foreground">
                    {option.label} Off
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <div className="lg:col-span-2">
        <HowItWorks tab="overview" config={local} />
      </div>
    </div>
  );
}
