import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { readCookie } from '../../../shared/cookies.ts';
import {
  RETURNING_BUYER_FLAG_COOKIE,
  type ResidenceVisitInput,
} from '../../../shared/returning-buyers/returning-buyers.ts';

/** Whether this browser sent a lead that agreed to be followed up (the readable flag beside the httpOnly cookie). */
const knownBuyer = () =>
  typeof document !== 'undefined' && readCookie(document.cookie, RETURNING_BUYER_FLAG_COOKIE) === '1';

/**
 * Tells the lead's agent (server side) that a buyer who sent a lead is back: a residence viewed or
 * saved. Only a browser carrying the flag reports anything, so other visitors' pages make no request;
 * the report is sent after the page has rendered and its answer is not awaited.
 */
export function useResidenceInterest(): (visit: ResidenceVisitInput) => void {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { mutate } = useMutation(trpc.returningBuyers.viewed.mutationOptions());
  return useCallback((visit) => (knownBuyer() ? mutate(visit) : undefined), [mutate]);
}

/** Reports one view of the residence whose page this is. */
export function useResidenceViewed(propertyId: number): void {
  const report = useResidenceInterest();
  useEffect(() => report({ propertyId, kind: 'view' }), [propertyId, report]);
}
