import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function TutorialPage() {
  return (
    <ScreenPlaceholder
      path="/tutorial"
      description="A seven-step guided tour of Farm Hand, from setting up pastures to using it out in the field on your phone."
    />
  );
}
