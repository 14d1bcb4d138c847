import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import type { QueryKey } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { firstFieldMessages } from '../../lib/trpc-errors.ts';
import type { Trpc } from '../../router-context.ts';
import { draftKey, useFormDraft } from './drafts.ts';
import {
  useConsoleMutation,
  type ConsoleMutationOptions,
  type MutationCall,
  type Toast,
} from './use-console-mutation.ts';

/** The toasts of a record's save: one for each outcome. */
export interface SaveToasts {
  created: Toast;
  updated: Toast;
  /** The message of the 'Error' toast. */
  failed: string;
}

/** The console's usual wording, e.g. 'Amenity Created' / 'The new amenity has been created successfully.' */
export function saveToasts(noun: string): SaveToasts {
  const lower = noun.toLowerCase();
  return {
    created: { title: `${noun} Created`, message: `The new ${lower} has been created successfully.` },
    updated: { title: `${noun} Updated`, message: `The ${lower} has been updated successfully.` },
    failed: `There was an error saving the ${lower}. Please try again.`,
  };
}

/** Form values as Mantine holds them. */
type FormValues = Record<string, unknown>;

/** What a console form holds and how it validates; its values are (a narrowing of) the procedure's input. */
export interface FormSetup<Schema extends z.ZodType, Values, Input> {
  /** The shared schema the procedure validates with: the form shows its messages beside each field. */
  schema: Schema;
  initialValues: Values;
  /**
   * What the form submits instead of its values, where it holds some fields in a form-only shape
   * (numbers being typed, blanks the procedure wants as null).
   */
  toInput?: (values: Values) => Input;
  /** Whether a field is checked as staff leave it (record forms), or only on submit (password forms). */
  validateOnBlur?: boolean;
}

export interface ConsoleFormOptions<Schema extends z.ZodType, Values, Input, Result>
  extends FormSetup<Schema, Values, Input>, Omit<ConsoleMutationOptions<Input, Result>, 'onSaved' | 'onFailed'> {
  save: MutationCall<Input, Result>;
  /** What happens at once when the save has worked: the form emptied, the cache updated. */
  onSaved?: (result: Result, form: Pick<UseFormReturnType<Values>, 'reset' | 'setValues' | 'resetDirty'>) => void;
  /** Where the form keeps what staff typed if the session ends under it (see drafts.ts); none for passwords. */
  draftKey?: string;
}

/**
 * A console form saved by one procedure: Mantine's `useForm` validated by the shared zod schema (values
 * typed as its input), the save with a toast for each outcome, the queries it changes fetched again,
 * and the server's message beside each field it refused. `field(name)` is what an input spreads.
 */
export function useConsoleForm<
  Schema extends z.ZodType,
  Values extends z.input<Schema> & FormValues & Input,
  Input,
  Result,
>({
  schema,
  initialValues,
  toInput,
  validateOnBlur = true,
  save: call,
  onSaved,
  draftKey,
  ...outcome
}: ConsoleFormOptions<Schema, Values, Input, Result>) {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<Values, Input>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: validateOnBlur,
    transformValues: toInput ?? ((values: Values): Input => values),
  });
  useFormDraft(draftKey, form);
  const save = useConsoleMutation(call, {
    ...outcome,
    onSaved: (result) => {
      setServerErrors({});
      onSaved?.(result, form);
    },
    onFailed: (error) => setServerErrors(firstFieldMessages(error)),
  });
  const errors: Record<string, ReactNode> = { ...serverErrors, ...form.errors };
  const field = <Path extends Extract<keyof Values, string>>(path: Path, input?: { type: 'checkbox' }) => ({
    ...form.getInputProps(path, input),
    error: errors[path],
  });
  return {
    form,
    errors,
    field,
    onSubmit: form.onSubmit((input) => save.mutate(input)),
    busy: save.isPending,
  };
}

/** One kind of record staff create and edit: where its list is, how it is saved, what staff are told. */
export interface RecordKind<Input> {
  /** What staff call one record, in titles, buttons, toasts and states: 'Amenity', 'Image'. */
  noun: string;
  /** The list staff return to after a save; the form's draft is kept under its paths too. */
  listPath: string;
  mutations: (trpc: Trpc) => {
    create: MutationCall<Input>;
    update: MutationCall<{ id: number; data: Input }>;
    /** Every query a save may change: the record's lists and whatever counts them. */
    invalidate: readonly QueryKey[];
  };
  /** Toasts other than the console's usual wording (`saveToasts(noun)`). */
  toasts?: SaveToasts;
}

/** The update of the record `id` as a call that takes only the record's fields. */
function updateOf<Input>(update: MutationCall<{ id: number; data: Input }>, id: number): MutationCall<Input> {
  const { mutationKey, mutationFn } = update;
  return { mutationKey, mutationFn: mutationFn && ((data, context) => mutationFn({ id, data }, context)) };
}

/**
 * The form of a new record (`id` null) or of the record `id`: saved as `kind` says, then back to its
 * list; what staff typed is kept under the screen's path (`/admin/agents/new`, `/admin/agents/12`)
 * across a lost session. A failure keeps the form as it was, with the server's message beside each
 * field it refused. The submit button's words come with it (`actions`, for FormActions).
 */
export function useRecordForm<Schema extends z.ZodType, Values extends z.input<Schema> & FormValues & Input, Input>({
  kind,
  id,
  ...setup
}: FormSetup<Schema, Values, Input> & { kind: RecordKind<Input>; id: number | null }) {
  const { trpc } = useRouter().options.context;
  const navigate = useNavigate();
  const { create, update, invalidate } = kind.mutations(trpc);
  const toasts = kind.toasts ?? saveToasts(kind.noun);
  const record = useConsoleForm<Schema, Values, Input, unknown>({
    ...setup,
    save: id === null ? create : updateOf(update, id),
    saved: id === null ? toasts.created : toasts.updated,
    failed: toasts.failed,
    invalidate,
    afterRefresh: () => navigate({ to: kind.listPath }),
    draftKey: draftKey({ pathname: `${kind.listPath}/${id ?? 'new'}` }),
  });
  const actions = {
    busy: record.busy,
    label: `${id === null ? 'Create' : 'Update'} ${kind.noun}`,
    cancelTo: kind.listPath,
  };
  return { ...record, actions };
}

/** What a form's parts get from useConsoleForm or useRecordForm: the form, each input's props, the errors to show. */
export type ConsoleForm<Values extends FormValues & Input, Input = Values> = Pick<
  ReturnType<typeof useConsoleForm<z.ZodType, Values, Input, unknown>>,
  'form' | 'field' | 'errors'
>;
