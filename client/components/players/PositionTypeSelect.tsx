import type { PositionFilter, TransferPlannerResponse } from '@contracts/api/player-scores';
import { positionTypeOptions } from '@/components/positions';
import { FilterSelect } from './FilterSelect';

interface Props {
  value: PositionFilter;
  /** The game's positions from the answer; only All Positions until it arrives. */
  positions: TransferPlannerResponse['positions'] | undefined;
  /** Receives the filters' change, `{ position }`, for a screen that keeps its filters in one object. */
  onChange: (patch: { position: PositionFilter }) => void;
}

/** The Position filter of the scored screens, on element-type ids. */
export function PositionTypeSelect({ value, positions, onChange }: Props) {
  return (
    <FilterSelect
      label="Position"
      value={value}
      options={positionTypeOptions(positions)}
      onChange={(v) => onChange({ position: v as PositionFilter })}
    />
  );
}
