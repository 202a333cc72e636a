/** The words of one screen (spec sections 2.9 and 2.10); the screens share everything else. */
export interface ShareTexts {
  title: string;
  description: string;
  /** Players listed per card before the '+N more' note. */
  top: number;
  totalLabel: (projected: boolean) => string;
  valueHeader: (projected: boolean) => string;
  more: (n: number) => string;
  empty: string;
  failure: string;
  about: string;
  /** The count the About block names: 'goals' or 'assists'. */
  noun: 'goals' | 'assists';
  /** Shows the share as a coloured badge (assist share, spec section 9: 20, 15, 10 percent). */
  shareBadge: boolean;
  /** Shows xG per 90 on the projected season (goal share only). */
  per90Header: string | null;
}

export const GOAL_SHARE_TEXTS: ShareTexts = {
  title: 'Season Goal Share',
  description:
    "Each player's share of his team's goals: projected for the rest of the season, or actual in a past one.",
  top: 10,
  totalLabel: (projected) => (projected ? 'Expected Goals' : 'Actual Goals'),
  valueHeader: (projected) => (projected ? 'Proj. goals' : 'Goals'),
  more: (n) => `+${n} more players`,
  empty: 'No Season Goal Share Data Available',
  failure: 'Failed to load goal share data',
  about: 'About Goal Share',
  noun: 'goals',
  shareBadge: false,
  per90Header: 'xG/90',
};

export const ASSIST_SHARE_TEXTS: ShareTexts = {
  title: 'Season Assist Share',
  description:
    "Each player's share of his team's assists: projected for the rest of the season, or actual in a past one.",
  top: 8,
  totalLabel: (projected) => (projected ? 'Expected Assists' : 'Total Assists'),
  valueHeader: (projected) => (projected ? 'Proj. assists' : 'Assists'),
  more: (n) => `+${n} more players with smaller shares`,
  empty: 'No Data Available',
  failure: 'Failed to load assist share data',
  about: 'About Assist Share',
  noun: 'assists',
  shareBadge: true,
  per90Header: null,
};

/** The failure's second line when the server did not explain it (spec sections 2.9 and 8). */
export const CONNECTION_FAILURE = 'Unable to connect to FPL API';
