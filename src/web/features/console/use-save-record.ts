import { useMutation, useQueryClient, type MutationFunction, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { firstFieldMessages } from '../../lib/trpc-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

/** What `trpc.<records>.<procedure>.mutationOptions()` gives: the key and the call. */
export interface MutationCall<Variables> {
  mutationKey?: QueryKey;
  mutationFn?: MutationFunction<unknown, Variables>;
}

/**
 * What a console create/edit form takes. It submits the procedure's input (`Input`), which is its
 * values unless the form holds some fields in a form-only shape (numbers being typed, say).
 */
export interface RecordFormProps<Values, Input = Values> {
  initialValues: Values;
  mode: 'create' | 'edit';
  /** Where the form keeps what staff typed if the session ends under it (see drafts.ts). */
  draftKey: string;
  busy: boolean;
  onSubmit: (input: Input) => void;
  serverErrors: Record<string, string>;
}

interface Toast {
  title: string;
  message: string;
}

/** The toasts of a save: one for each outcome. */
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

/** Where a kind of record is saved, and what staff are told. */
export interface SaveOptions<Input> {
  /** The list staff return to; the form's draft is kept under this path too. */
  listPath: string;
  /** Every query the save may change: the record's lists and whatever counts them. */
  invalidate: readonly QueryKey[];
  create: MutationCall<Input>;
  update: MutationCall<{ id: number; data: Input }>;
  toasts: SaveToasts;
}

/**
 * Create (`id` null) or update one record from a console form: a toast for the outcome, the queries
 * that show the record refreshed, and back to the list. A failure keeps the form as it was, with
 * the server's message beside each field it refused.
 */
export function useSaveRecord<Input>(options: SaveOptions<Input> & { id: number | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { toasts } = options;
  const onSuccess = async ({ title, message }: Toast) => {
    setServerErrors({});
    notifySuccess(title, message);
    await Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    await navigate({ to: options.listPath });
  };
  const onError = (error: unknown) => {
    setServerErrors(firstFieldMessages(error));
    notifyError('Error', toasts.failed);
  };
  const create = useMutation({ ...options.create, onSuccess: () => onSuccess(toasts.created), onError });
  const update = useMutation({ ...options.update, onSuccess: () => onSuccess(toasts.updated), onError });
  const save = (data: Input) => (options.id === null ? create.mutate(data) : update.mutate({ id: options.id, data }));
  return { save, busy: create.isPending || update.isPending, serverErrors };
}
