import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { AgencyRegistrationView } from '../../../shared/agency/types.ts';
import { agencyRegistrationQuery } from '../../queries.ts';

/** The registration the root loader put in the cache, or null while there is none (not entered, or not loaded). */
export function useAgencyRegistration(): AgencyRegistrationView | null {
  const { trpc } = useRouteContext({ from: '__root__' });
  return useQuery(agencyRegistrationQuery(trpc)).data ?? null;
}
