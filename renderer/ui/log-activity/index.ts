// The Log Activity dialog, opened from the activity log and from Breeding Management.
export { LogActivityDialog, type LogActivityDialogProps } from './LogActivityDialog';
export type { LogActivityInitial } from './form-values';
