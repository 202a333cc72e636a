import type { UpsetConfig } from '@contracts/api/upset-config';
import { UPSET_NUMBER_FIELDS, UPSET_SWITCHES, type UpsetTab } from '@contracts/api/upset-fields';

export const TAB_LABELS: Record<UpsetTab, string> = {
  overview: 'Overview',
  poisson: 'Poisson',
  variance: 'Variance',
  context: 'Context',
  rounding: 'Rounding',
  budget: 'Budget',
};

/** An option tab's switch and numeric fields (Overview holds the five switches instead). */
export const optionSwitch = (tab: UpsetTab) => UPSET_SWITCHES.find((s) => s.tab === tab);
export const tabFields = (tab: UpsetTab) => UPSET_NUMBER_FIELDS.filter((f) => f.tab === tab);

/** The fields a tab shows: Overview the five switches; an option tab its switch, its numbers and (Context) the top teams. */
function tabKeys(tab: UpsetTab): (keyof UpsetConfig)[] {
  if (tab === 'overview') return UPSET_SWITCHES.map((s) => s.key);
  const toggle = optionSwitch(tab);
  return [
    ...(toggle ? [toggle.key] : []),
    ...tabFields(tab).map((f) => f.key),
    ...(tab === 'context' ? (['topTeamIds'] as const) : []),
  ];
}

/** Reset Tab: the fields the tab shows back to the built-in defaults, the rest of the local copy kept. */
export function resetTab(tab: UpsetTab, config: UpsetConfig, defaults: UpsetConfig): UpsetConfig {
  const keys = tabKeys(tab);
  return { ...config, ...Object.fromEntries(keys.map((key) => [key, defaults[key]])) };
}
