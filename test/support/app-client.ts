import { createTRPCClient, httpLink, isTRPCClientError } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppRouter } from '../../src/server/trpc/app-router.ts';
import type { loginInputSchema } from '../../src/shared/auth/login-schema.ts';

/**
 * The one way tests drive the app as a client does: the typed tRPC client the browser uses
 * (`createTRPCClient<AppRouter>`), plus plain requests for REST and pages, both carrying a cookie jar.
 * The same client runs over `app.inject` (integration tests on `createTestApp`) and over real HTTP
 * (the fault suite's and the browser tests' server processes). The cross-origin guard lets a request
 * with no Origin or Sec-Fetch-Site through (as a server-to-server call), so the client sends neither.
 * Tests of the raw protocol (malformed bodies, batches, forged origins) build their requests by hand.
 */

/** How requests reach the app: a `fetch` that takes a path ('/trpc/x', '/api/y') and answers a Response. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** Real HTTP to a listening server at `baseUrl`. */
export function overHttp(baseUrl: string): Transport {
  return (path, init) => fetch(new URL(path, baseUrl), init);
}

/** HTTP statuses whose Response may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function methodOf(init: RequestInit): (typeof METHODS)[number] {
  const method = METHODS.find((known) => known === (init.method ?? 'GET').toUpperCase());
  if (!method) throw new Error(`overInject does not send ${init.method} requests`);
  return method;
}

/** What `app.inject` can send of a fetch body: the client's JSON text, or bytes a test built (a form: above). */
function payloadOf(body: RequestInit['body']): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new Error('overInject sends text and byte bodies only');
}

/** A form as a browser sends it: multipart bytes, and the content type that names their boundary. */
async function encodedForm(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const request = new Request('http://app/', { method: 'POST', body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

/** `app.inject` as a fetch, from `remoteAddress` (per-address limits: give each client its own). */
export function overInject(app: FastifyInstance, remoteAddress = '127.0.0.1'): Transport {
  return async (path, init) => {
    const form = init.body instanceof FormData ? await encodedForm(init.body) : null;
    const payload = form ? form.bytes : payloadOf(init.body);
    const response = await app.inject({
      method: methodOf(init),
      url: path,
      headers: {
        ...Object.fromEntries(new Headers(init.headers)),
        ...(form ? { 'content-type': form.contentType } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
      remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of Array.isArray(value) ? value : [value])
        if (one !== undefined) headers.append(name, String(one));
    }
    const body = NO_BODY.has(response.statusCode) ? null : new Uint8Array(response.rawPayload);
    return new Response(body, { status: response.statusCode, headers });
  };
}

export type AppTrpc = ReturnType<typeof createTRPCClient<AppRouter>>;

/** What a sign-in sends: a username and password (and an authenticator code where the account needs one). */
export type Credentials = z.input<typeof loginInputSchema>;

export interface AppClient {
  /** Every procedure, typed: `client.trpc.leads.list.query(...)`, `client.trpc.auth.login.mutate(...)`. */
  trpc: AppTrpc;
  /** A request through the cookie jar (REST, pages, uploads): `client.fetch('/api/inquiries', ...)`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The jar: what the app has set and not cleared since. */
  cookies: Map<string, string>;
  /** The jar as a `cookie` request header ('' when empty). */
  cookieHeader(): string;
  /** Signs in (or fails with the app's refusal); the session cookie joins the jar. */
  signIn(credentials: Credentials): Promise<void>;
  /**
   * A procedure called past the client's types, for an input the app must refuse (an unknown role,
   * a missing field): its raw answer. Everything else goes through `trpc`.
   */
  raw(path: string, input: unknown, method?: 'GET' | 'POST'): Promise<Response>;
}

/**
 * A client with a cookie jar of its own over `transport`. `headers` are sent on every request (a
 * client address as X-Forwarded-For behind a trusted proxy, the page language, say).
 */
export function appClient(transport: Transport, headers: Record<string, string> = {}): AppClient {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const sent = new Headers(init.headers);
    for (const [name, value] of Object.entries(headers)) if (!sent.has(name)) sent.set(name, value);
    if (cookies.size && !sent.has('cookie')) sent.set('cookie', cookieHeader());
    const response = await transport(path, { ...init, headers: sent });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (value && !expired) cookies.set(name, value);
      else cookies.delete(name);
    }
    return response;
  }

  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: 'http://app/trpc',
        fetch: (url, options) => {
          const { pathname, search } = new URL(String(url));
          return send(pathname + search, options ?? {});
        },
      }),
    ],
  });

  return {
    trpc,
    fetch: send,
    cookies,
    cookieHeader,
    async signIn(credentials) {
      await trpc.auth.login.mutate(credentials);
    },
    raw(path, input, method = 'POST') {
      const json = JSON.stringify(input ?? {});
      return method === 'GET'
        ? send(`/trpc/${path}?input=${encodeURIComponent(json)}`)
        : send(`/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
    },
  };
}

/** A client over `transport` signed in with `credentials`. */
export async function signedIn(
  transport: Transport,
  credentials: Credentials,
  headers: Record<string, string> = {},
): Promise<AppClient> {
  const client = appClient(transport, headers);
  await client.signIn(credentials);
  return client;
}

/** What the app answered a refused call: its tRPC code, HTTP status, message and per-field errors. */
export interface Refusal {
  code: string;
  httpStatus: number;
  message: string;
  fieldErrors: Record<string, string[]> | null;
}

function refusalIn(error: unknown): Refusal {
  if (!isTRPCClientError<AppRouter>(error) || !error.data) throw error;
  const { data, message } = error;
  return { code: data.code, httpStatus: data.httpStatus, message, fieldErrors: data.fieldErrors ?? null };
}

/** The refusal `call` ends in; fails the test if it succeeds or fails otherwise than by the app's answer. */
export async function refusalOf(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (error) {
    return refusalIn(error);
  }
  throw new Error('expected the app to refuse the call, but it succeeded');
}

/**
 * The HTTP status `call` was answered with: 200 when it succeeds, else the refusal's (also when the
 * answer is not a tRPC one, as a throttle's or a proxy's may be).
 */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    const response = isTRPCClientError(error) ? error.meta?.response : undefined;
    if (isTRPCClientError<AppRouter>(error) && error.data) return error.data.httpStatus;
    if (response instanceof Response) return response.status;
    throw error;
  }
}

/** Every procedure's input, as the client takes it: `AppInput['inquiries']['create']`. */
export type AppInput = inferRouterInputs<AppRouter>;
