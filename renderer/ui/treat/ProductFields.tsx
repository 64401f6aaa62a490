import { useFormContext, useWatch } from 'react-hook-form';
import { countOf, TREATMENT_ROUTE_SUGGESTIONS } from '../../../core/domain';
import type { MedicineRecord } from '../../../core/schemas/health';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import { withdrawalDaysOf, type TreatFormValues } from './treat-form';

interface ProductFieldsProps {
  /** The cabinet; empty while it loads, or where it cannot be read (offline, never loaded): then the product is typed. */
  medicines: readonly MedicineRecord[];
}

/** "Draxxin: 18 days" under a withdrawal field, the cabinet's figure the person may change. */
const fromCabinet = (medicine: MedicineRecord | undefined, days: number | undefined) =>
  medicine && days !== undefined ? `${medicine.name}'s label: ${days > 0 ? countOf(days, 'day') : 'none'}.` : 'Leave blank for none.';

/**
 * What was given: a medicine from the cabinet (its withdrawal days filled in, still to be changed)
 * or a product typed in, then the dose and the route.
 */
export function ProductFields({ medicines }: ProductFieldsProps) {
  const { register, setValue, control, formState } = useFormContext<TreatFormValues>();
  const { errors } = formState;
  const medicineId = useWatch({ control, name: 'medicineId' });
  const medicine = medicines.find((each) => each.id === medicineId);
  const options = [{ value: '', label: 'Not in the cabinet: type it below' }, ...medicines.map((each) => ({ value: each.id, label: each.name }))];

  const choose = register('medicineId', {
    onChange: (event: { target: { value: string } }) => {
      const days = withdrawalDaysOf(medicines.find((each) => each.id === event.target.value));
      setValue('meatWithdrawalDays', days.meatWithdrawalDays, { shouldValidate: formState.isSubmitted });
      setValue('milkWithdrawalDays', days.milkWithdrawalDays, { shouldValidate: formState.isSubmitted });
    },
  });

  return (
    <>
      <SelectField
        id="treat-medicine"
        label="Medicine"
        options={options}
        hint={medicines.length === 0 ? 'Nothing in the cabinet yet: type the product below.' : undefined}
        registration={choose}
        error={errors.medicineId?.message}
      />
      {medicine ? null : (
        <TextField id="treat-product" label="Product" placeholder="e.g. Pinkeye spray" autoComplete="off" registration={register('product')} error={errors.product?.message} />
      )}
      <div className="fh-form-row">
        <TextField
          id="treat-meat-days"
          label="Meat withdrawal (days)"
          optional
          inputMode="numeric"
          placeholder="0"
          hint={fromCabinet(medicine, medicine?.meatWithdrawalDays)}
          registration={register('meatWithdrawalDays')}
          error={errors.meatWithdrawalDays?.message}
        />
        <TextField
          id="treat-milk-days"
          label="Milk withdrawal (days)"
          optional
          inputMode="numeric"
          placeholder="0"
          hint={fromCabinet(medicine, medicine?.milkWithdrawalDays)}
          registration={register('milkWithdrawalDays')}
          error={errors.milkWithdrawalDays?.message}
        />
      </div>
      <div className="fh-form-row">
        <TextField
          id="treat-dose"
          label="Dose"
          optional
          autoComplete="off"
          placeholder={medicine?.unit ? `e.g. 5 ${medicine.unit}` : 'e.g. 5 ml'}
          registration={register('dose')}
          error={errors.dose?.message}
        />
        <TextField
          id="treat-route"
          label="Route"
          optional
          autoComplete="off"
          placeholder="e.g. SC"
          suggestions={TREATMENT_ROUTE_SUGGESTIONS}
          registration={register('route')}
          error={errors.route?.message}
        />
      </div>
    </>
  );
}
