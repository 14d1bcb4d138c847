import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './auth/auth.service.ts';

/**
 * An answer anyone may be given: browsers keep it `browserSeconds` (0: they revalidate, with the
 * ETag where there is one), shared caches such as a CDN `sharedSeconds`, and after that a CDN may
 * hand out its stale copy for up to ten minutes while it fetches a fresh one in the background, so a
 * burst of visitors never waits on the app. Staff changes reach CDN visitors within `sharedSeconds`.
 */
export function publicCacheControl(browserSeconds: number, sharedSeconds: number): string {
  return `public, max-age=${browserSeconds}, s-maxage=${sharedSeconds}, stale-while-revalidate=600`;
}

/**
 * A page rendered in a visitor's own currency or area unit: the browser revalidates it (ETag), and
 * no shared cache keeps it, since a CDN keys by URL and would hand it to everyone.
 */
export const PRIVATE_PAGE = 'private, max-age=0';

/** What staff, personalised and failed answers carry: kept by no cache at all. */
export const NO_STORE = 'no-store';

/**
 * Whether the request carries a staff session cookie (valid or not). Such a request may be answered
 * with staff-only content, so it never gets or fills a shared answer.
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SESSION_COOKIE] || request.cookies[SECURE_SESSION_COOKIE]);
}

/**
 * Adds `field` to the answer's Vary header, keeping what is there: a shared cache must tell apart
 * every representation the answer has (by encoding, and by session where staff get another answer).
 */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.some((name) => name === '*' || name.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}
