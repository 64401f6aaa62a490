// The cattle dialogs (add, edit, delete, calf history), rendered by the cattle list and the pages
// that edit animals.
export { CattleFormDialog, type CattleFormDialogProps } from './CattleFormDialog';
export { CowCalfHistoryDialog, type CowCalfHistoryDialogProps } from './CowCalfHistoryDialog';
export { DeleteCattleDialog, type DeleteCattleDialogProps } from './DeleteCattleDialog';
