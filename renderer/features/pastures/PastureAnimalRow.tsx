import { Button } from '@blueprintjs/core';
import { Edit } from '@blueprintjs/icons';
import { breedLabel, cleanText, displayName, displayStatus, normaliseType } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { cardTitle, cowTypeBadge, statusClass, typeClass } from '../../ui/animal-display';
import '../../ui/pills.css';

interface PastureAnimalRowProps {
  animal: CattleRecord;
  /** Absent where the member's role cannot edit animals. */
  onEdit: ((animal: CattleRecord) => void) | undefined;
}

/** One animal on the pasture: name and tag, breed, type, status (and donor or recipient), and Edit. */
export function PastureAnimalRow({ animal, onEdit }: PastureAnimalRowProps) {
  // The title is the name, or the tag when there is none: a named animal's tag follows its name.
  const tag = cleanText(animal.name) ? cleanText(animal.tag) : null;
  const cowType = cowTypeBadge(animal.cowType);
  return (
    <li className="fh-pasture-animal">
      <div className="fh-pasture-animal-text">
        <span className="fh-pasture-animal-name">
          {cardTitle(animal)}
          {tag ? <span className="fh-pasture-animal-tag"> #{tag}</span> : null}
        </span>
        <span className="fh-pasture-animal-breed">{breedLabel(animal.breed) || 'Breed not recorded'}</span>
        <span className="fh-pasture-animal-pills">
          <span className={`fh-pill ${typeClass(animal.type)}`}>{normaliseType(animal.type) ?? animal.type}</span>
          <span className={`fh-pill ${statusClass(animal.status)}`}>{displayStatus(animal.status)}</span>
          {cowType ? <span className={`fh-pill fh-badge-${cowType.toLowerCase()}`}>{cowType}</span> : null}
        </span>
      </div>
      {onEdit ? <Button variant="minimal" icon={<Edit />} aria-label={`Edit ${displayName(animal)}`} title="Edit" onClick={() => onEdit(animal)} /> : null}
    </li>
  );
}
