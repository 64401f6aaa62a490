import { Callout } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { heatReturnLabel } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { displayDate } from '../../../ui/display-format';

/** The cow came back into heat: the breeding on record failed, and how often that has happened. */
export function HeatReturnNotice({ animal }: { animal: CattleRecord }) {
  const count = heatReturnLabel(Math.max(1, animal.heatReturnCount));
  return (
    <Callout intent="warning" icon={<WarningSign />} title="Previous breeding failed - returned to heat" className="fh-breeding-notice">
      {count}
      {animal.heatReturnDate ? `, last on ${displayDate(animal.heatReturnDate)}` : ''}.
    </Callout>
  );
}
