import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { goalShareHistoricalQuery, goalShareSeasonQuery } from '@/api/shares';
import { SeasonShareScreen } from './season-share/SeasonShareScreen';
import { CURRENT } from './season-share/lib/seasons';
import { goalPastView, goalSeasonView } from './season-share/lib/share-view';
import { GOAL_SHARE_TEXTS } from './season-share/lib/texts';

/** `/goal-share` (spec section 2.9): each player's share of his team's goals, projected or past. */
export default function GoalShareScreen() {
  const [season, setSeason] = useState(CURRENT);
  const current = useQuery({ ...goalShareSeasonQuery(), select: goalSeasonView });
  const past = useQuery({
    ...goalShareHistoricalQuery(season),
    select: goalPastView,
    enabled: season !== CURRENT,
  });
  return (
    <SeasonShareScreen
      texts={GOAL_SHARE_TEXTS}
      season={season}
      onSeason={setSeason}
      current={current}
      past={past}
    />
  );
}
