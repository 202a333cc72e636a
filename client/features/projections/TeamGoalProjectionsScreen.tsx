import { GoalTablesScreen } from './components/GoalTablesScreen';

export default function TeamGoalProjectionsScreen() {
  return <GoalTablesScreen side="scored" />;
}
