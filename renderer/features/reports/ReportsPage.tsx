import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function ReportsPage() {
  return (
    <ScreenPlaceholder
      path="/reports"
      description="A herd summary, cattle by type, pasture and status, the pregnant cows and the ten latest activities."
    />
  );
}
