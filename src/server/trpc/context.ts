import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { baseLocale, PAGE_LANGUAGE_HEADER, type Locale, requestLocale } from '../../shared/i18n/locales.ts';
import type { AuthService, SessionUser } from '../auth/auth.service.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { serviceUnavailable } from '../errors.ts';
import type { Services } from '../services.ts';
import { CHALLENGE_MINUTES } from '../auth/two-factor/sign-in-challenges.ts';
import { RETURNING_BUYER_DAYS, RETURNING_BUYER_FLAG_COOKIE } from '../../shared/returning-buyers/returning-buyers.ts';

export interface SessionCookieJar {
  set(token: string): void;
  clear(): void;
}

/** A cookie that holds one token: read once per request, set or cleared on the reply. */
export interface TokenCookie {
  token: string | null;
  set(token: string): void;
  clear(): void;
}

export interface Context {
  em: EntityManager;
  services: Services;
  user: SessionUser | null;
  /** Hash of the session token the request carried, if it was valid. */
  sessionId: string | null;
  clientIp: string;
  /** The language of the page the call comes from (English when the request names none of ours). */
  locale: Locale;
  cookies: SessionCookieJar;
  /** The sign-in waiting for its second step (src/server/auth/two-factor/sign-in-steps.ts). */
  pendingSignIn: TokenCookie;
  /** The browser of a buyer who sent a lead (src/server/returning-buyers). */
  returningBuyer: TokenCookie;
  /** Sets a response header (Retry-After on 429s); a no-op without a request. */
  setHeader(name: string, value: string): void;
}

/**
 * The cookie of a sign-in waiting for its second step: httpOnly like the session's, `__Host-` over
 * HTTPS, and gone after the challenge's few minutes. The token never appears in an answer.
 */
function pendingSignInCookie(request: FastifyRequest, reply: FastifyReply, auth: AuthService): TokenCookie {
  const options = { ...auth.cookieOptions(), maxAge: CHALLENGE_MINUTES * 60 };
  const name = options.secure ? '__Host-ssr_sign_in' : 'ssr_sign_in';
  return {
    token: request.cookies[name] ?? null,
    set: (token) => void reply.setCookie(name, token, options),
    clear: () => void reply.clearCookie(name, options),
  };
}

/**
 * The cookie that knows a buyer's browser after their lead: httpOnly, `__Host-` over HTTPS, with a
 * readable flag beside it (no secret in it) so the page only reports views for such a browser.
 */
function returningBuyerCookie(request: FastifyRequest, reply: FastifyReply, auth: AuthService): TokenCookie {
  const options = { ...auth.cookieOptions(), maxAge: RETURNING_BUYER_DAYS * 24 * 3600 };
  const name = options.secure ? '__Host-ssr_buyer' : 'ssr_buyer';
  const flag = { ...options, httpOnly: false };
  return {
    token: request.cookies[name] ?? null,
    set: (token) => {
      reply.setCookie(name, token, options);
      reply.setCookie(RETURNING_BUYER_FLAG_COOKIE, '1', flag);
    },
    clear: () => {
      reply.clearCookie(name, options);
      reply.clearCookie(RETURNING_BUYER_FLAG_COOKIE, flag);
    },
  };
}

/** The context without a request: tests call this directly. */
export function createContextInner(options: {
  em: EntityManager;
  services: Services;
  user?: SessionUser | null;
  sessionId?: string | null;
  clientIp?: string;
  locale?: Locale;
  cookies?: SessionCookieJar;
  pendingSignIn?: TokenCookie;
  returningBuyer?: TokenCookie;
  setHeader?: (name: string, value: string) => void;
}): Context {
  return {
    em: options.em,
    services: options.services,
    user: options.user ?? null,
    sessionId: options.sessionId ?? null,
    clientIp: options.clientIp ?? '127.0.0.1',
    locale: options.locale ?? baseLocale,
    cookies: options.cookies ?? { set: () => undefined, clear: () => undefined },
    pendingSignIn: options.pendingSignIn ?? { token: null, set: () => undefined, clear: () => undefined },
    returningBuyer: options.returningBuyer ?? { token: null, set: () => undefined, clear: () => undefined },
    setHeader: options.setHeader ?? (() => undefined),
  };
}

/** The context of an HTTP request: its EntityManager fork, its session and its cookie jar. */
export async function createContext(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
): Promise<Context> {
  const auth: AuthService = services.auth;
  const cookieName = auth.sessionCookieName;
  // Clearing a __Host- cookie needs the same Secure, Path=/ attributes it was set with.
  const clearCookie = () => reply.clearCookie(cookieName, auth.cookieOptions());
  const token = request.cookies[cookieName];
  const setHeader = (name: string, value: string) => void reply.header(name, value);
  const session = token
    ? await auth.resolveSession(request.em, token).catch((error: unknown) => {
        throw isDatabaseUnavailable(error) ? serviceUnavailable({ setHeader }, error) : error;
      })
    : null;
  if (token && !session) clearCookie();
  return createContextInner({
    em: request.em,
    services,
    user: session?.user ?? null,
    sessionId: session?.id ?? null,
    clientIp: request.ip,
    locale: requestLocale(request.headers[PAGE_LANGUAGE_HEADER]),
    cookies: {
      set: (value) => reply.setCookie(cookieName, value, auth.cookieOptions()),
      clear: clearCookie,
    },
    pendingSignIn: pendingSignInCookie(request, reply, auth),
    returningBuyer: returningBuyerCookie(request, reply, auth),
    setHeader,
  });
}
