import type { UpsetConfig, UPSET_SWITCHES } from '@contracts/api/upset-config';
import { Switch } from '@/components/ui/switch';

interface OptionSwitchProps {
  option: (typeof UPSET_SWITCHES)[number];
  config: UpsetConfig;
  onChange: (change: Partial<UpsetConfig>) => void;
}

/** 'Option N <label>' and its switch. */
export function OptionSwitch({ option, config, onChange }: OptionSwitchProps) {
  const id = `upset-${option.key}`;
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <label htmlFor={id} className="text-sm font-medium">
        Option {option.option} {option.label}
      </label>
      <Switch
        id={id}
        checked={config[option.key]}
        onCheckedChange={(checked) => onChange({ [option.key]: checked })}
      />
    </div>
  );
}
