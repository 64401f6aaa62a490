import { useFormContext, useWatch } from 'react-hook-form';
import { dispositionStatus } from '../../../../core/domain/cattle-status';
import type { CattleFormValues } from '../../../../core/schemas/cattle-form';
import { TextField } from '../../TextField';
import { SelectField } from '../../SelectField';
import { dispositionOptions } from './choices';

/** Disposition, and the sale's details only once it is "sold"; a death gets its date. */
export function DispositionFields({ initial }: { initial: string }) {
  const { register, control, formState, setValue } = useFormContext<CattleFormValues>();
  const { errors } = formState;
  const disposition = useWatch({ control, name: 'disposition' });
  // A sale or a death sets the status as the herd book saves it, so Basic Info shows what will be
  // saved; clearing the disposition leaves the status as it is.
  const registration = register('disposition', {
    onChange: (event: { target: { value: string } }) => {
      const status = dispositionStatus(event.target.value);
      if (status) setValue('status', status, { shouldDirty: true });
    },
  });

  return (
    <>
      <SelectField
        id="cattle-disposition"
        label="Disposition"
        options={dispositionOptions(initial)}
        registration={registration}
        error={errors.disposition?.message}
      />
      {disposition === 'deceased' ? (
        <TextField id="cattle-death-date" label="Date of Death" type="date" optional registration={register('dispositionDate')} error={errors.dispositionDate?.message} />
      ) : null}
      {disposition === 'sold' ? (
        <fieldset className="fh-span-2 fh-sale">
          <legend>Sale</legend>
          <div className="fh-cattle-grid">
            <TextField id="cattle-sale-price" label="Sale Price ($)" optional inputMode="decimal" placeholder="0.00" registration={register('salePrice')} error={errors.salePrice?.message} />
            <TextField id="cattle-sale-date" label="Sale Date" type="date" optional registration={register('dispositionDate')} error={errors.dispositionDate?.message} />
            <TextField id="cattle-buyer" label="Buyer Name/Company" optional autoComplete="off" registration={register('buyer')} error={errors.buyer?.message} />
            <TextField id="cattle-buyer-contact" label="Buyer Contact" optional placeholder="Phone or e-mail" autoComplete="off" registration={register('buyerContact')} error={errors.buyerContact?.message} />
            <div className="fh-span-2">
              <TextField id="cattle-sale-location" label="Sale Location" optional placeholder="e.g. sale barn, ranch, online" autoComplete="off" registration={register('saleLocation')} error={errors.saleLocation?.message} />
            </div>
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
