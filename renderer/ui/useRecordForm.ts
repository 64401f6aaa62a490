import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type SubmitErrorHandler } from 'react-hook-form';
import type { z } from 'zod';
import { changesNothing, changesOf, editedAndMoved } from '../api/changed-fields';
import { fieldIssues, type FieldIssue } from '../api/errors';
import type { ProcedureInput, ProcedureOutput } from '../api/procedure-paths';
import { editOf } from '../api/record-edit';
import { newRecordId } from '../api/record-id';
import { showFieldIssues, type FieldsOf } from './record-save';
import { toast, type ToastInput } from './toast';
import { useRecordSave, type CreatePath, type SaveToasts, type UpdatePath } from './useRecordSave';

/** What a record form writes: a new record under the form's own id, or an edit of `record`. */
export type FormWrite =
  | { path: CreatePath }
  | {
      path: UpdatePath;
      /** The record as opened; null when it is gone, which `refusal` says. */
      record: { id: string; version: number } | null;
      /** The update is a PATCH: it sends the changed fields only (cattle). */
      patch?: boolean;
    };

/** The API's fields a form fills: the write's input without its id and version. */
type InputFields<P> = P extends CreatePath | UpdatePath ? Omit<ProcedureInput<P>, 'id' | 'version'> : never;

export interface RecordFormOptions<V extends FieldValues, W extends FormWrite> {
  /** Checks the form's text; its messages are the API schema's own (toInput makes the API's values). */
  schema: z.ZodType<unknown, V>;
  defaultValues: V;
  /** The API's values of the form's; the opened values go through it too, to find what changed. */
  toInput: (values: V) => InputFields<W['path']>;
  /** Where the server's field issues show. */
  fields: FieldsOf<V>;
  write: W;
  toasts: SaveToasts<ProcedureOutput<W['path']>>;
  /** After the save; with nothing when an edit changed nothing, so nothing was sent. */
  onSaved: (saved?: ProcedureOutput<W['path']>) => void;
  /** The field issues of a failed save (default: the server's). */
  issuesOf?: (error: unknown) => FieldIssue[];
  /** The fields a failed save marked. */
  onIssues?: (fields: Path<V>[]) => void;
  onInvalid?: SubmitErrorHandler<V>;
  /** Why these values cannot be sent, toasted instead of saving. */
  refusal?: (values: V) => ToastInput | null;
  /**
   * Whether to put a question to the person before these values are sent ("Sell anyway?"): true
   * holds the save back while the form asks; the form submits again once it is answered.
   */
  ask?: (values: V) => boolean;
  /**
   * Fields the save sends beside the form's own that are no part of the record (a confirmation the
   * person gave): never counted as a change. An update names them in its base as null, what the
   * record holds of them: a phone's outbox keeps only the fields its base names, and a merge takes
   * a field whose stored value is still its base's.
   */
  sendWith?: () => Partial<InputFields<W['path']>>;
  /** After a failed save, with what the server said (its field issues are on the fields already). */
  onFailed?: (error: unknown) => void;
  /**
   * An edit whose form opens blank over the record (a new breeding over the last): the record's own
   * values of the form's fields, by the input's names. A changed field's base is then what the
   * record holds, not the blank the form opened with.
   */
  recordInput?: InputFields<W['path']>;
  /**
   * An edit that follows its record while open: the record as stored now (read live by the caller)
   * and its values in the form. When it moves (a weighing made in the dialog's own tab, another
   * phone's change pulled), the fields not edited take its values and the edit is made on it; while
   * an edited field moved too, the form stays on what it opened, for the save to refuse or merge.
   */
  stored?: EditBase<V>;
}

/** A version of the edited record and its values in the form: what an edit is made on. */
interface EditBase<V> {
  record: { id: string; version: number };
  values: V;
}

/** The record's values of the fields a change names. */
const baseIn = (record: object, changed: object) => Object.fromEntries(Object.keys(changed).map((field) => [field, (record as Record<string, unknown>)[field] ?? null]));

/**
 * A record's add/edit form: react-hook-form checked by the zod schema, a record id made when the
 * form opens (a retried save reuses it, so one record is made), and a submit that goes through the
 * one door. An edit sends its input with, as the call's base, the opened values of the fields it
 * changes; an edit that changes nothing sends nothing.
 */
export function useRecordForm<V extends FieldValues, W extends FormWrite>(options: RecordFormOptions<V, W>) {
  const { write, toInput, stored } = options;
  const [defaults] = useState(options.defaultValues);
  const [resolver] = useState(() => zodResolver(options.schema, undefined, { raw: true }));
  const form = useForm<V>({ resolver, defaultValues: defaults as DefaultValues<V> });
  const [recordId] = useState(newRecordId);
  const door = useRecordSave<W['path']>(write.path, options.toasts);
  // Set once the form has moved onto its record stored anew; until then the edit is on what it opened.
  const [moved, setMoved] = useState<EditBase<V> | null>(null);
  const opened = moved?.values ?? defaults;
  const record = moved?.record ?? ('record' in write ? write.record : null);

  if (stored && record && stored.record.version !== record.version && editedAndMoved(opened, stored.values, form.getValues()).length === 0) {
    setMoved(stored);
  }
  // The fields not edited show the record's values now; the edited ones keep the person's.
  useEffect(() => {
    if (moved) form.reset(moved.values, { keepDirtyValues: true });
  }, [moved, form]);

  // A create, or an edit with its base; null for a record gone (its refusal said so), undefined
  // for an edit that changed nothing, so nothing is sent.
  const send = (values: V) => {
    const input = toInput(values);
    const beside = options.sendWith?.();
    if (!('record' in write)) return door.save({ id: recordId, ...input, ...beside } as ProcedureInput<W['path']>);
    if (!record) return null;
    const changes = changesOf<object>(toInput(opened), input);
    if (changesNothing(changes)) return undefined;
    const fields = write.patch ? changes.changed : input;
    const changedBase = options.recordInput ? baseIn(options.recordInput, changes.base) : changes.base;
    const base = { ...changedBase, ...Object.fromEntries(Object.keys(beside ?? {}).map((field) => [field, null])) };
    return door.save({ ...editOf(record), ...fields, ...beside } as ProcedureInput<W['path']>, { base });
  };

  const submit = form.handleSubmit(async (values) => {
    const refused = options.refusal?.(values);
    if (refused) return toast(refused);
    if (options.ask?.(values)) return;
    const result = await send(values);
    if (result === null) return;
    if (result === undefined || 'saved' in result) return options.onSaved(result?.saved);
    const shown = showFieldIssues(form.setError, (options.issuesOf ?? fieldIssues)(result.error), options.fields);
    options.onIssues?.(shown);
    options.onFailed?.(result.error);
  }, options.onInvalid);

  return { form, submit, isPending: door.isPending, opened };
}
