import { useRef, useState } from 'react';
import { isNewSaleInWithdrawal } from '../../../../core/domain/sale-withdrawal';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { toCattleInput, type CattleFormValues } from '../../../../core/schemas/cattle-form';
import { errorCode, errorMessage, fieldIssues } from '../../../api/errors';

/** The question on screen: asked by the form from the animal's own withdrawal, or after the server's refusal, in its words. */
export interface SellAnywayQuestion {
  serverSaid: string | null;
}

/**
 * A cattle update refused as a conflict with no field named: the sale inside the meat withdrawal
 * (a taken tag names its field). The server, and a phone's copy of the farm offline, answer it so.
 */
const isWithdrawalRefusal = (error: unknown): boolean => errorCode(error) === 'CONFLICT' && fieldIssues(error).length === 0;

/**
 * "Sell anyway?" for the cattle form: a save that sells the animal inside its meat withdrawal waits
 * for the question's answer, and a yes sends it again with `confirmWithdrawal`. A refusal from the
 * server (a treatment this device had not heard of) puts the same question in the server's words.
 */
export function useSellAnyway(animal: CattleRecord | null) {
  const [question, setQuestion] = useState<SellAnywayQuestion | null>(null);
  // A yes holds for the rest of this form's life: the person knows, and is not asked again.
  const confirmed = useRef(false);
  // Only an edit sells: a new animal's conflicts are about its record id.
  const answers = (error: unknown) => animal !== null && isWithdrawalRefusal(error);

  return {
    question,
    /** Whether a failed save is the refusal this question answers (so no toast says it too). */
    answers,
    /** useRecordForm's `ask`: holds the save while the question is on screen. */
    ask: (values: CattleFormValues): boolean => {
      if (confirmed.current || !animal || !isNewSaleInWithdrawal(animal, toCattleInput(values, animal), animal.meatWithdrawalUntil)) return false;
      setQuestion({ serverSaid: null });
      return true;
    },
    /** useRecordForm's `sendWith`: the confirmation, once given. */
    sendWith: () => (confirmed.current ? { confirmWithdrawal: true } : {}),
    /** useRecordForm's `onFailed`: the server's refusal becomes the question. */
    onFailed: (error: unknown) => {
      if (answers(error)) setQuestion({ serverSaid: errorMessage(error, '') });
    },
    /** Yes: submits the form again, confirmed. */
    sell: (submit: () => Promise<void>) => {
      confirmed.current = true;
      setQuestion(null);
      void submit();
    },
    cancel: () => setQuestion(null),
  };
}
