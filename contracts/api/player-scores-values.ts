/**
 * The values of the Transfer Planner and Captain Selector contract (player-scores.ts) that screens
 * use at run time, in a module without zod: importing them does not bring zod into the browser
 * (decision record 0007).
 */

export const TRANSFER_CARD_LIMIT = 24;
export const CAPTAIN_CARD_LIMIT = 20;

/** Price ranges in millions, bounds inclusive; the last is labelled 15.0+. */
export const PRICE_RANGES = [
  { id: '0-5', min: 0, max: 5, label: '£0.0m - £5.0m' },
  { id: '5-7', min: 5, max: 7, label: '£5.0m - £7.0m' },
  { id: '7-10', min: 7, max: 10, label: '£7.0m - £10.0m' },
  { id: '10-15', min: 10, max: 15, label: '£10.0m - £15.0m' },
  { id: '15-20', min: 15, max: 20, label: '£15.0m+' },
] as const;
