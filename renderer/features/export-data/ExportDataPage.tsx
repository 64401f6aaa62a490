import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function ExportDataPage() {
  return (
    <ScreenPlaceholder
      path="/export-data"
      description="Your cattle records as plain text, ready to copy into a notes app or an e-mail."
      related={['/settings']}
    />
  );
}
