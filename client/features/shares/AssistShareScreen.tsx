import { assistShareHistoricalQuery, assistShareSeasonQuery } from '@/api/shares';
import { SeasonShareScreen } from './season-share/SeasonShareScreen';
import { assistPastView, assistSeasonView } from './season-share/lib/share-view';
import { ASSIST_SHARE_TEXTS } from './season-share/lib/texts';

const READS = {
  current: assistShareSeasonQuery,
  past: assistShareHistoricalQuery,
  currentView: assistSeasonView,
  pastView: assistPastView,
};

/** `/assist-share` (spec section 2.10): each player's share of his team's assists, projected or past. */
export default function AssistShareScreen() {
  return <SeasonShareScreen texts={ASSIST_SHARE_TEXTS} reads={READS} />;
}
