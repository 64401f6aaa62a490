import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function SemenTanksPage() {
  return (
    <ScreenPlaceholder
      path="/semen-tanks"
      description="Semen straws by tank and cane: which bulls you hold, how many straws remain and what each costs."
      related={['/genetics', '/embryos']}
    />
  );
}
