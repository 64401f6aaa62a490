import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function SearchDemoPage() {
  return (
    <ScreenPlaceholder
      path="/search-demo"
      description="Try the cattle search: it finds animals by part of a name, tag, breed or pasture, and forgives a typo."
      related={['/cattle']}
    />
  );
}
