import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function BreedingPage() {
  return (
    <ScreenPlaceholder
      path="/breeding-management"
      description="Heat cycles, breeding records and pregnancies: which cows are open, recently bred, confirmed pregnant or returning to heat."
    />
  );
}
