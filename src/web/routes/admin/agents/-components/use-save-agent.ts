import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../-components/notify.ts';
import { fieldErrorsOf } from '../../-components/session.ts';
import type { AgentFormValues } from './AgentForm.tsx';

/** Create or update an agent with the spec's toasts; the list refreshes and the screen returns to it. */
export function useSaveAgent(id: number | null) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const onSuccess = async (title: string, message: string) => {
    setServerErrors({});
    notifySuccess(title, message);
    await queryClient.invalidateQueries({ queryKey: trpc.agents.pathKey() });
    await navigate({ to: '/admin/agents' });
  };
  const onError = (error: unknown) => {
    setServerErrors(fieldErrorsOf(error));
    notifyError('Error', 'Failed to save the agent. Please try again.');
  };
  const create = useMutation(
    trpc.agents.create.mutationOptions({
      onSuccess: () => onSuccess('Agent Created', 'The agent has been created successfully.'),
      onError,
    }),
  );
  const update = useMutation(
    trpc.agents.update.mutationOptions({
      onSuccess: () => onSuccess('Agent Updated', 'The agent has been updated successfully.'),
      onError,
    }),
  );
  const save = (values: AgentFormValues) => (id === null ? create.mutate(values) : update.mutate({ id, data: values }));
  return { save, busy: create.isPending || update.isPending, serverErrors };
}
