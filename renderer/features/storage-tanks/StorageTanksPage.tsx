import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function StorageTanksPage() {
  return (
    <ScreenPlaceholder
      path="/storage-tanks"
      description="Liquid nitrogen tanks, freezers and shippers: where each one is, how full it is and what it holds."
    />
  );
}
