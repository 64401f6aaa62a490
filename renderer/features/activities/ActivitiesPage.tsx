import { ScreenPlaceholder } from '../../screens/ScreenPlaceholder';

export default function ActivitiesPage() {
  return (
    <ScreenPlaceholder
      path="/activities"
      description="A dated record of calving, breeding, heat, weaning, vaccinations, pasture moves and health checks, by year and searchable."
    />
  );
}
