import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { availabilityWindow } from './availability.ts';
import type { SlotsState } from './ViewingBooking/ViewingBooking.tsx';

/** Whose free slots: a residence's agent, one agent, or (neither) any agent who takes leads. */
export interface SlotsOf {
  propertyId?: number | null;
  agentId?: number | null;
}

/** The free slots for the next weeks, asked for once `enabled` (a dialog is open, a link is read). */
export function useViewingSlots(of: SlotsOf, enabled: boolean): SlotsState {
  const { trpc } = useRouteContext({ from: '__root__' });
  const [window] = useState(availabilityWindow);
  const query = useQuery({ ...trpc.viewings.availability.queryOptions({ ...of, ...window }), enabled });
  return { status: query.status, slots: query.data?.slots ?? [], retry: () => void query.refetch() };
}
