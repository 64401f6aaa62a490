// The cattle dialogs (spec 1 §2.5), rendered by the cattle list and the pages that edit animals.
export { CattleFormDialog, type CattleFormDialogProps } from './CattleFormDialog';
export { CowCalfHistoryDialog, type CowCalfHistoryDialogProps } from './CowCalfHistoryDialog';
export { DeleteCattleDialog, type DeleteCattleDialogProps } from './DeleteCattleDialog';
