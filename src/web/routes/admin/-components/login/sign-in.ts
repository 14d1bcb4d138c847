import { isTRPCClientError, type TRPCClient } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';
import type { SecondStepMethod } from '../../../../../shared/auth/two-factor.ts';
import { hasUnsafeUrlCharacter } from '../../../../../shared/text-rules.ts';
import { createBrowserTrpcClient } from '../../../../trpc.ts';

type StepAnswer = inferRouterOutputs<AppRouter>['auth']['login'];

/** The signed-in staff member as auth.login and the second steps return it. */
export type SessionUserView = NonNullable<StepAnswer['user']>;

/**
 * Where a sign-in stands after a step: signed in (`user`), or waiting for a second step that can be
 * taken in one of `methods`; or refused, with the words to show.
 */
export type SignInOutcome =
  | { ok: true; user: SessionUserView; methods: [] }
  | { ok: true; user: null; methods: SecondStepMethod[] }
  | { ok: false; message: string; held?: boolean };

const FAILED = 'The username or password is incorrect.';

/** "2 minutes", "45 seconds": the wait a 429 asks for, in words. */
export function describeWait(seconds: number): string {
  if (seconds >= 90) return `${Math.ceil(seconds / 60)} minutes`;
  if (seconds > 60) return '2 minutes';
  if (seconds === 60) return '1 minute';
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** The procedures that take a sign-in a step further, each answering like auth.login. */
export type SignInStep = 'auth.login' | 'twoFactor.verifyCode' | 'twoFactor.verifyPasskey';

/** The tRPC client the steps go through (the browser's by default; tests answer in place of the server). */
export type SignInClient = TRPCClient<AppRouter>;

/** Signs in with a username and password (the first step). */
export function signIn(
  credentials: { username: string; password: string; code?: string },
  client: SignInClient = createBrowserTrpcClient(),
): Promise<SignInOutcome> {
  const { code, ...rest } = credentials;
  return settleStep('auth.login', client.auth.login.mutate(code ? credentials : rest));
}

/** The second step with a code from an authenticator app or a recovery code. */
export function verifyCode(
  input: { code: string },
  client: SignInClient = createBrowserTrpcClient(),
): Promise<SignInOutcome> {
  return settleStep('twoFactor.verifyCode', client.twoFactor.verifyCode.mutate(input));
}

/**
 * The raw response of a failed call, when the server answered: tRPC's HTTP links keep it on the
 * error, and only it carries a refusal's wait (Retry-After). These steps are sent alone (trpc.ts),
 * so it is the step's own response.
 */
export function answerOf(error: unknown): Response | null {
  if (!isTRPCClientError(error)) return null;
  const response = error.meta?.response;
  return response instanceof Response ? response : null;
}

/**
 * Whether the server was reached: it answered (with a status), or answered something that is not
 * tRPC's JSON (a proxy's error page) rather than the request failing on the way.
 */
export function serverAnswered(error: unknown): boolean {
  return answerOf(error) !== null || (isTRPCClientError(error) && error.cause instanceof SyntaxError);
}

/**
 * What a step's call came to. A refused password reads the same whatever was wrong; a refused second
 * step says why (wrong code, expired sign-in).
 */
export async function settleStep(procedure: SignInStep, call: Promise<StepAnswer>): Promise<SignInOutcome> {
  let answer: StepAnswer;
  try {
    answer = await call;
  } catch (error) {
    return refusal(procedure, error);
  }
  if (answer.user) return { ok: true, user: answer.user, methods: [] };
  if (answer.secondStep) return { ok: true, user: null, methods: answer.secondStep.methods };
  return { ok: false, message: FAILED };
}

function refusal(procedure: SignInStep, error: unknown): SignInOutcome {
  if (!serverAnswered(error)) {
    return { ok: false, message: 'The server could not be reached. Check the connection and try again.' };
  }
  const status = answerOf(error)?.status ?? 502;
  if (status === 429) {
    const seconds = Math.max(1, Number(answerOf(error)?.headers.get('retry-after')) || 60);
    return {
      ok: false,
      message: `Too many sign-in attempts. Please wait ${describeWait(seconds)} before trying again.`,
      // A held password step can go ahead with an app code typed alongside (LoginPage shows the field).
      ...(procedure === 'auth.login' ? { held: true } : {}),
    };
  }
  if (status >= 500) {
    return { ok: false, message: 'Sign-in is not available right now. Please try again in a moment.' };
  }
  const clientError = isTRPCClientError<AppRouter>(error) ? error : null;
  const fieldErrors = clientError?.data?.fieldErrors ?? {};
  // A wrong password reads the same whatever was wrong; a wrong app code typed with it says so.
  if (procedure === 'auth.login') return { ok: false, message: fieldErrors.code?.[0] ?? FAILED };
  const fieldMessage = Object.values(fieldErrors)[0]?.[0];
  return { ok: false, message: fieldMessage ?? clientError?.message ?? FAILED };
}

/** Only resolves paths; any origin would do, as long as no target can name another. */
const CONSOLE_BASE = 'http://console.invalid';

/**
 * Where to go after signing in: the `redirect` search parameter as a normalised path inside the
 * console, or `/admin`. Anything that could leave the site or the console (`//evil.com`,
 * `/\evil.com`, `https://evil.com`, `/admin/../x`) falls back to the dashboard; backslashes and
 * control characters are refused outright, since browsers read them as slashes or drop them.
 */
export function adminRedirectTarget(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return '/admin';
  if (hasUnsafeUrlCharacter(target)) return '/admin';
  const url = URL.parse(target, CONSOLE_BASE);
  if (!url || url.origin !== CONSOLE_BASE) return '/admin';
  const inConsole = /^\/admin(?:\/|$)/.test(url.pathname) && !/^\/admin\/login(?:\/|$)/.test(url.pathname);
  return inConsole ? `${url.pathname}${url.search}${url.hash}` : '/admin';
}
