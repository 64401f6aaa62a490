import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function CalvesPage() {
  return (
    <ScreenPlaceholder
      path="/calves"
      description="This year's calves from birth to weaning: which are weaned, which heifers and bulls are ready to wean, and each calf's dam and sire."
    />
  );
}
