import { displayName } from '../../../../core/domain/display-name';
import { relativeDay } from '../../../../core/domain/relative-time';
import type { AnimalLike } from '../../../../core/domain/types';
import { shortDate } from '../short-date';

export interface AnimalDate {
  animal: AnimalLike;
  date: string;
}

/** Animals against a coming date: who (tag and name), the day, and how far off it is. */
export function AnimalDateList({ items, label }: { items: readonly AnimalDate[]; label: string }) {
  return (
    <ul className="fh-animal-dates" aria-label={label}>
      {items.map(({ animal, date }, index) => (
        <li key={`${displayName(animal)}-${index}`} className="fh-animal-date">
          <span className="fh-animal-date-name">{displayName(animal)}</span>
          <span className="fh-animal-date-when">
            <span className="fh-animal-date-day">{shortDate(date)}</span>
            <span className="fh-animal-date-relative">{relativeDay(date)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
