import type { SecondStepMethod } from '../../../../../shared/auth/two-factor.ts';
import type { StaffGrant } from '../../../../../shared/staff/permissions.ts';
import { hasUnsafeUrlCharacter } from '../../../../../shared/text-rules.ts';

/** The signed-in staff member as auth.login and auth.me return it. */
export interface SessionUserView extends StaffGrant {
  id: number;
  username: string;
  /** The agent the account belongs to: it opens on "My leads". */
  agentId: number | null;
  /** After a password reset: the console asks for a new password before anything else. */
  mustChangePassword: boolean;
}

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

/** The answer of auth.login and of the second-step procedures. */
interface StepAnswer {
  result?: { data?: { user: SessionUserView | null; secondStep: { methods: SecondStepMethod[] } | null } };
  error?: { message?: string; data?: { fieldErrors?: Record<string, string[]> | null } };
}

/** Signs in with a username and password (the first step). */
export function signIn(
  credentials: { username: string; password: string; code?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<SignInOutcome> {
  const { code, ...rest } = credentials;
  return signInStep('auth.login', code ? credentials : rest, fetchImpl);
}

/**
 * One step of a sign-in through its procedure directly (not the batching link), because a refusal
 * carries its wait in the Retry-After header that only the raw response shows. A refused password
 * reads the same whatever was wrong; a refused second step says why (wrong code, expired sign-in).
 */
export async function signInStep(
  procedure: 'auth.login' | 'twoFactor.verifyCode' | 'twoFactor.verifyPasskey',
  input: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<SignInOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(`/trpc/${procedure}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    return { ok: false, message: 'The server could not be reached. Check the connection and try again.' };
  }
  if (response.status === 429) {
    const seconds = Math.max(1, Number(response.headers.get('retry-after')) || 60);
    return {
      ok: false,
      message: `Too many sign-in attempts. Please wait ${describeWait(seconds)} before trying again.`,
      // A held password step can go ahead with an app code typed alongside (LoginPage shows the field).
      ...(procedure === 'auth.login' ? { held: true } : {}),
    };
  }
  if (response.status >= 500) {
    return { ok: false, message: 'Sign-in is not available right now. Please try again in a moment.' };
  }
  const body = (await response.json().catch(() => ({}))) as StepAnswer;
  const data = body.result?.data;
  if (response.ok && data?.user) return { ok: true, user: data.user, methods: [] };
  if (response.ok && data?.secondStep) return { ok: true, user: null, methods: data.secondStep.methods };
  const fieldMessage = Object.values(body.error?.data?.fieldErrors ?? {})[0]?.[0];
  // A wrong password reads the same whatever was wrong; a wrong app code typed with it says so.
  if (procedure === 'auth.login') return { ok: false, message: body.error?.data?.fieldErrors?.code?.[0] ?? FAILED };
  return { ok: false, message: fieldMessage ?? body.error?.message ?? FAILED };
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
