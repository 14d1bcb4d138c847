import { createBrowserTrpcClient } from '../../../../trpc.ts';
import { serverAnswered, settleStep, type SignInClient, type SignInOutcome } from './sign-in.ts';

const NOT_USED = 'The passkey was not used. Try again, or sign in another way.';

/**
 * Signs in with a passkey: after the password (the server knows which account from the sign-in under
 * way) or on its own, when the browser offers the passkeys saved for this site.
 */
export async function signInWithPasskey(client: SignInClient = createBrowserTrpcClient()): Promise<SignInOutcome> {
  let optionsJSON;
  try {
    optionsJSON = await client.twoFactor.passkeyOptions.mutate();
  } catch (error) {
    return serverAnswered(error)
      ? { ok: false, message: 'Passkey sign-in is not available right now.' }
      : { ok: false, message: 'The server could not be reached. Check the connection and try again.' };
  }
  // Loaded only when someone uses a passkey: the sign-in page stays small for everyone else.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response;
  try {
    response = await startAuthentication({ optionsJSON });
  } catch {
    return { ok: false, message: NOT_USED };
  }
  return settleStep('twoFactor.verifyPasskey', client.twoFactor.verifyPasskey.mutate({ response }));
}
