import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { signInStep, type SignInOutcome } from './sign-in.ts';

const NOT_USED = 'The passkey was not used. Try again, or sign in another way.';

/**
 * Signs in with a passkey: after the password (the server knows which account from the sign-in under
 * way) or on its own, when the browser offers the passkeys saved for this site.
 */
export async function signInWithPasskey(fetchImpl: typeof fetch = fetch): Promise<SignInOutcome> {
  let optionsJSON: PublicKeyCredentialRequestOptionsJSON;
  try {
    const response = await fetchImpl('/trpc/twoFactor.passkeyOptions', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) return { ok: false, message: 'Passkey sign-in is not available right now.' };
    const body = (await response.json()) as { result: { data: PublicKeyCredentialRequestOptionsJSON } };
    optionsJSON = body.result.data;
  } catch {
    return { ok: false, message: 'The server could not be reached. Check the connection and try again.' };
  }
  // Loaded only when someone uses a passkey: the sign-in page stays small for everyone else.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const response = await startAuthentication({ optionsJSON });
    return await signInStep('twoFactor.verifyPasskey', { response }, fetchImpl);
  } catch {
    return { ok: false, message: NOT_USED };
  }
}
