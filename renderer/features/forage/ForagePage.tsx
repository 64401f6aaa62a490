import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function ForagePage() {
  return (
    <ScreenPlaceholder
      path="/forage"
      description="Hay, straw, silage and haylage by harvest year: bales on hand, quality, moisture and cost, with a warning when stock runs low."
    />
  );
}
