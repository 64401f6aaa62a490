import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function EmbryosPage() {
  return (
    <ScreenPlaceholder
      path="/embryos"
      description="Embryo lots by donor dam and sire, with grade, stage and how many remain in the tank."
      related={['/genetics', '/semen-tanks']}
    />
  );
}
