import { Checkbox } from '@blueprintjs/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CattleFormValues } from '../../../../core/schemas/cattle-form';
import { TextField } from '../../TextField';
import { SelectField } from '../../SelectField';
import { COW_TYPE_OPTIONS } from './choices';

/**
 * The Calving tab: cow classification (for embryo work) and a return to heat. It is
 * only offered for cows and heifers, the only animals it says anything about.
 */
export function CalvingPanel() {
  const { register, control, formState } = useFormContext<CattleFormValues>();
  const { errors } = formState;
  const returned = useWatch({ control, name: 'cameBackInHeat' });
  const { ref, ...heat } = register('cameBackInHeat');

  return (
    <div className="fh-cattle-grid">
      <SelectField
        id="cattle-cow-type"
        label="Cow Classification"
        hint="Donors give embryos; recipients carry them."
        options={COW_TYPE_OPTIONS}
        registration={register('cowType')}
        error={errors.cowType?.message}
      />
      <div className="fh-span-2 fh-heat-box">
        <Checkbox size="large" inputRef={ref} {...heat} label="Returned to heat after breeding" className="fh-heat-check" />
        {returned ? (
          <TextField
            id="cattle-heat-return-date"
            label="Heat Return Date"
            type="date"
            registration={register('heatReturnDate')}
            error={errors.heatReturnDate?.message}
          />
        ) : null}
      </div>
    </div>
  );
}
