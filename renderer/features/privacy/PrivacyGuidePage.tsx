import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function PrivacyGuidePage() {
  return (
    <ScreenPlaceholder
      path="/privacy-guide"
      description="Privacy mode swaps your real records for generated demo data, so you can show Farm Hand to someone without showing your herd. Add ?privacy=true to the address to turn it on."
      related={['/settings']}
    />
  );
}
