import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function GeneticsPage() {
  return (
    <ScreenPlaceholder
      path="/genetics"
      description="Semen and embryo inventory in one place, under the Semen Tanks and Embryos tabs."
      related={['/semen-tanks', '/embryos']}
    />
  );
}
