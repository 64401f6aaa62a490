import { displayName } from '../../../../core/domain/display-name';
import { relativeDay } from '../../../../core/domain/relative-time';
import type { DashboardWidgets } from '../../../../core/schemas/dashboard';
import { shortDate } from '../../../ui/short-date';

type WidgetAnimal = DashboardWidgets['calvings'][number];

/** Animals against a coming date: who (tag and name), the day, and how far off it is. */
export function AnimalDateList({ items, label }: { items: readonly WidgetAnimal[]; label: string }) {
  return (
    <ul className="fh-animal-dates" aria-label={label}>
      {items.map((animal) => (
        <li key={animal.id} className="fh-animal-date">
          <span className="fh-animal-date-name">{displayName(animal)}</span>
          <span className="fh-animal-date-when">
            <span className="fh-animal-date-day">{shortDate(animal.date)}</span>
            <span className="fh-animal-date-relative">{relativeDay(animal.date)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
