import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { assistShareHistoricalQuery, assistShareSeasonQuery } from '@/api/shares';
import { SeasonShareScreen } from './season-share/SeasonShareScreen';
import { CURRENT } from './season-share/lib/seasons';
import { assistPastView, assistSeasonView } from './season-share/lib/share-view';
import { ASSIST_SHARE_TEXTS } from './season-share/lib/texts';

/** `/assist-share` (spec section 2.10): each player's share of his team's assists, projected or past. */
export default function AssistShareScreen() {
  const [season, setSeason] = useState(CURRENT);
  const current = useQuery({ ...assistShareSeasonQuery(), select: assistSeasonView });
  const past = useQuery({
    ...assistShareHistoricalQuery(season),
    select: assistPastView,
    enabled: season !== CURRENT,
  });
  return (
    <SeasonShareScreen
      texts={ASSIST_SHARE_TEXTS}
      season={season}
      onSeason={setSeason}
      current={current}
      past={past}
    />
  );
}
