import type { LivePick } from '@contracts/api/live';

/** A pick who played 90 minutes for 2 points, in the team at slots 1-11 and on the bench after. */
export const livePick = (element: number, position: number, over: Partial<LivePick> = {}): LivePick => ({
  element,
  position,
  element_type: 3,
  multiplier: position <= 11 ? 1 : 0,
  points: 2,
  minutes: 90,
  bonus: 0,
  bonus_provisional: false,
  status: 'played',
  is_captain: false,
  is_vice_captain: false,
  ...over,
});
