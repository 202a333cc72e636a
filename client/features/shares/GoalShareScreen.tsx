import { goalShareHistoricalQuery, goalShareSeasonQuery } from '@/api/shares';
import { SeasonShareScreen } from './season-share/SeasonShareScreen';
import { goalPastView, goalSeasonView } from './season-share/lib/share-view';
import { GOAL_SHARE_TEXTS } from './season-share/lib/texts';

const READS = {
  current: goalShareSeasonQuery,
  past: goalShareHistoricalQuery,
  currentView: goalSeasonView,
  pastView: goalPastView,
};

/** `/goal-share` (spec section 2.9): each player's share of his team's goals, projected or past. */
export default function GoalShareScreen() {
  return <SeasonShareScreen texts={GOAL_SHARE_TEXTS} reads={READS} />;
}
