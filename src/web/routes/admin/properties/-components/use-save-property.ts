import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldErrorsOf } from '../../-components/session.ts';
import { notifyError, notifySuccess } from '../../-components/notify.ts';
import { formValuesToInput, type PropertyFormValues } from './property-form-values.ts';

/**
 * Create or update a property with the spec's toasts; on success back to the list, on failure the
 * form stays as it was (with the server's per-field messages, if any).
 */
export function useSaveProperty(id: number | null) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const onSuccess = async (title: string, message: string) => {
    setServerErrors({});
    notifySuccess(title, message);
    // Every property query may change (one featured at a time), and the dashboard counts them.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.properties.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.summary.queryKey() }),
    ]);
    await navigate({ to: '/admin/properties' });
  };
  const onError = (error: unknown) => {
    setServerErrors(fieldErrorsOf(error));
    notifyError('Error', 'There was an error saving the property. Please try again.');
  };

  const create = useMutation(
    trpc.properties.create.mutationOptions({
      onSuccess: () => onSuccess('Property Created', 'The new property has been created successfully.'),
      onError,
    }),
  );
  const update = useMutation(
    trpc.properties.update.mutationOptions({
      onSuccess: () => onSuccess('Property Updated', 'The property has been updated successfully.'),
      onError,
    }),
  );

  const save = (values: PropertyFormValues) => {
    const data = formValuesToInput(values);
    if (id === null) create.mutate(data);
    else update.mutate({ id, data });
  };
  return { save, busy: create.isPending || update.isPending, serverErrors };
}
