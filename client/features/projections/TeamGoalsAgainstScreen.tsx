import { GoalTablesScreen } from './components/GoalTablesScreen';

export default function TeamGoalsAgainstScreen() {
  return <GoalTablesScreen side="against" />;
}
