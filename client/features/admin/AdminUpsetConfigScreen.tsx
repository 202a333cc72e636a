import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function AdminUpsetConfigScreen() {
  return (
    <ScreenPlaceholder
      title="Predicted Scores Upset Configuration"
      description="Operator settings for upsets in predicted scores."
      willShow={[
        'Switches for Poisson, controlled variance, context upsets, smart rounding and the season upset budget',
        "Each option's numeric settings with defaults",
        'Save, reset-tab, reset-page and global reset actions',
      ]}
    />
  );
}
