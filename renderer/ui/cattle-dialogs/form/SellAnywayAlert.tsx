import { Button, Callout } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { displayName, latestWithdrawal, meatWithdrawalMessage } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { useTRPC } from '../../../api/trpc';
import { Dialog, DialogBody, DialogFooter } from '../../Dialog';
import { displayDate } from '../../display-format';
import { useLastNonNull } from '../../useLastNonNull';
import type { SellAnywayQuestion } from './useSellAnyway';
// A last look before something that cannot be taken back: the delete confirmation's size and lead.
import '../../ConfirmDeleteDialog.css';

interface SellAnywayAlertProps {
  animal: CattleRecord;
  /** The question on screen; null keeps the alert closed. */
  question: SellAnywayQuestion | null;
  onSell: () => void;
  onCancel: () => void;
}

/** Why the animal may not be sold yet: the server's words, else the same words made from its treatments here. */
function useWhy(animal: CattleRecord, question: SellAnywayQuestion | null): string {
  const trpc = useTRPC();
  const asked = question !== null && question.serverSaid === null;
  const treatments = useQuery({ ...trpc.treatments.list.queryOptions({ cattleId: animal.id }), enabled: asked });
  if (question?.serverSaid) return question.serverSaid;
  const latest = latestWithdrawal(treatments.data ?? [], 'meat');
  if (latest) return meatWithdrawalMessage(displayName(animal), latest.until, latest.treatment.product, latest.treatment.date);
  // Until its treatments are read (or where they cannot be), the end the animal carries.
  return `${displayName(animal)} is in meat withdrawal until ${displayDate(animal.meatWithdrawalUntil)}.`;
}

/** "Sell anyway?": asked before an animal is saved as sold inside its meat withdrawal. */
export function SellAnywayAlert({ animal, question, onSell, onCancel }: SellAnywayAlertProps) {
  // The words stay while the alert fades out.
  const why = useWhy(animal, useLastNonNull(question));
  return (
    <Dialog isOpen={question !== null} onClose={onCancel} title="Sell anyway?" icon={<WarningSign />} className="fh-confirm-delete" role="alertdialog">
      <DialogBody>
        <p className="fh-confirm-delete-lead">
          <strong>{why}</strong>
        </p>
        <Callout intent="warning" icon={<WarningSign />}>
          Meat sold before the withdrawal ends may still carry the medicine. Sell anyway only if the buyer knows, and keeps the animal until then.
        </Callout>
      </DialogBody>
      <DialogFooter
        className="fh-dialog-footer"
        actions={
          <>
            <Button size="large" text="Cancel" onClick={onCancel} />
            <Button size="large" intent="danger" text="Sell Anyway" onClick={onSell} />
          </>
        }
      />
    </Dialog>
  );
}
