// The Treat dialog: one treatment given to a group of animals, opened from the cattle list.
export { TreatDialog, type TreatDialogProps } from './TreatDialog';
