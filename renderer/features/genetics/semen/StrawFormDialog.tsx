import { Tint } from '@blueprintjs/icons';
import { BREEDS, DEFAULT_STRAW_PRICE_CENTS } from '../../../../core/domain';
import type { SemenStrawRecord } from '../../../../core/schemas/semen';
import { RecordFormDialog } from '../../../ui/RecordFormDialog';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { displayDollars } from '../../../ui/display-format';
import { useRecordForm } from '../../../ui/useRecordForm';
import { saveToasts } from './semen-toasts';
import { STRAW_FORM_FIELDS, strawForm, strawFormValues, toStrawInput } from './straw-form';
import type { SemenTankStock } from './useSemenInventory';

interface StrawFormDialogProps {
  isOpen: boolean;
  /** The lot to edit; null adds a new one. */
  lot: SemenStrawRecord | null;
  /** The cane a new lot goes in. */
  caneId: string | null;
  /** Every tank with its canes, for the cane picker. */
  inventory: readonly SemenTankStock[];
  onClose: () => void;
}

const BREED_OPTIONS = [{ value: '', label: 'Choose a breed' }, ...BREEDS];

/** "Add Straws" / "Edit Straws": one bull's straws in one cane. Mounted anew for each opening. */
export function StrawFormDialog({ isOpen, lot, caneId, inventory, onClose }: StrawFormDialogProps) {
  const { form, submit, isPending } = useRecordForm({
    schema: strawForm,
    defaultValues: strawFormValues(lot, caneId),
    toInput: toStrawInput,
    fields: STRAW_FORM_FIELDS,
    write: lot ? { path: 'semenStraws.update', record: lot } : { path: 'semenStraws.create' },
    toasts: saveToasts('lot', lot ? 'update' : 'add', (saved: { bullName: string }) => saved.bullName),
    onSaved: onClose,
  });
  const { register, formState } = form;
  const { errors } = formState;
  // Each cane named with its tank: "Tank A · Cane 1 Angus calving ease".
  const caneOptions = [
    { value: '', label: 'Choose a cane' },
    ...inventory.flatMap(({ tank, canes }) => canes.map(({ cane, title }) => ({ value: cane.id, label: `${tank.name} · ${title}` }))),
  ];


  return (
    <RecordFormDialog
      isOpen={isOpen}
      title={lot ? 'Edit Straws' : 'Add Straws'}
      icon={<Tint />}
      onClose={onClose}
      onSubmit={submit}
      isPending={isPending}
      record={lot}
      submitText={lot ? 'Update Straws' : 'Add Straws'}
      formLabel={lot ? 'Edit straws' : 'Add straws'}
    >
      <SelectField id="semen-straw-cane" label="Cane" options={caneOptions} registration={register('caneId')} error={errors.caneId?.message} />
      <div className="fh-form-row">
        <TextField id="semen-straw-bull" label="Bull Name" placeholder="Connor Creek Legacy 212" autoComplete="off" registration={register('bullName')} error={errors.bullName?.message} />
        <TextField
          id="semen-straw-registration"
          label="Registration Number"
          optional
          autoComplete="off"
          registration={register('registrationNumber')}
          error={errors.registrationNumber?.message}
        />
      </div>
      <div className="fh-form-row">
        <SelectField id="semen-straw-breed" label="Breed" options={BREED_OPTIONS} registration={register('breed')} error={errors.breed?.message} />
        <TextField id="semen-straw-collection" label="Collection" optional placeholder="Lot 2401-A" autoComplete="off" registration={register('collection')} error={errors.collection?.message} />
      </div>
      <div className="fh-form-row">
        <TextField id="semen-straw-total" label="Total Straws" inputMode="numeric" registration={register('totalStraws')} error={errors.totalStraws?.message} />
        <TextField
          id="semen-straw-remaining"
          label="Remaining Straws"
          optional
          inputMode="numeric"
          hint="All of the total when left blank"
          registration={register('remainingStraws')}
          error={errors.remainingStraws?.message}
        />
      </div>
      <div className="fh-form-row">
        <TextField
          id="semen-straw-price"
          label="Price per Straw ($)"
          optional
          inputMode="decimal"
          hint={`${displayDollars(DEFAULT_STRAW_PRICE_CENTS)} when left blank`}
          registration={register('pricePerStraw')}
          error={errors.pricePerStraw?.message}
        />
        <TextField id="semen-straw-supplier" label="Supplier" optional placeholder="Select Sires" registration={register('supplier')} error={errors.supplier?.message} />
      </div>
      <div className="fh-form-row">
        <TextField id="semen-straw-purchased" label="Purchase Date" optional type="date" registration={register('purchaseDate')} error={errors.purchaseDate?.message} />
        <TextField id="semen-straw-expires" label="Expiration Date" optional type="date" registration={register('expirationDate')} error={errors.expirationDate?.message} />
      </div>
      <TextAreaField id="semen-straw-notes" label="Notes" optional placeholder="Sexed heifer semen, calving ease" registration={register('notes')} error={errors.notes?.message} />
    </RecordFormDialog>
  );
}
