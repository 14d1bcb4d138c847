import { useMutation, useQueryClient, type MutationFunction, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyError, notifySuccess } from './notify.ts';
import { fieldErrorsOf } from './session.ts';

interface MutationCall<Variables> {
  mutationKey?: QueryKey;
  mutationFn?: MutationFunction<unknown, Variables>;
}

/**
 * Create or update one gallery image, amenity or testimonial: toasts in the spec's pattern, the
 * list and the dashboard counts refreshed, and back to the list; a failure keeps the form.
 */
export function useSaveContent<Values>(options: {
  id: number | null;
  noun: string;
  listPath: string;
  pathKey: QueryKey;
  dashboardKey: QueryKey;
  create: MutationCall<Values>;
  update: MutationCall<{ id: number; data: Values }>;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const lower = options.noun.toLowerCase();
  const onSuccess = async (title: string, message: string) => {
    setServerErrors({});
    notifySuccess(title, message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: options.pathKey }),
      queryClient.invalidateQueries({ queryKey: options.dashboardKey }),
    ]);
    await navigate({ to: options.listPath });
  };
  const onError = (error: unknown) => {
    setServerErrors(fieldErrorsOf(error));
    notifyError('Error', `There was an error saving the ${lower}. Please try again.`);
  };
  const create = useMutation({
    ...options.create,
    onSuccess: () => onSuccess(`${options.noun} Created`, `The new ${lower} has been created successfully.`),
    onError,
  });
  const update = useMutation({
    ...options.update,
    onSuccess: () => onSuccess(`${options.noun} Updated`, `The ${lower} has been updated successfully.`),
    onError,
  });
  const save = (values: Values) =>
    options.id === null ? create.mutate(values) : update.mutate({ id: options.id, data: values });
  return { save, busy: create.isPending || update.isPending, serverErrors };
}

/** The numeric id of a route parameter, or null when it cannot be one. */
export function parseRouteId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
