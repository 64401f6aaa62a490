import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function PasturesPage() {
  return (
    <ScreenPlaceholder
      path="/pastures"
      description="Each pasture with its capacity and the bulls, cows and calves grazing it, so you can see where there is room and where it is crowded."
    />
  );
}
