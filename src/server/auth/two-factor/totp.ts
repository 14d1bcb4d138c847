import { generateSecret, generateURI, verify } from 'otplib';
import { SITE_NAME } from '../../../shared/agency.ts';

/** A code is taken from one step before to one step after now: clocks of phones drift. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` link the QR code carries; authenticator apps show the issuer and the username. */
export function totpUri(secret: string, username: string): string {
  return generateURI({ issuer: SITE_NAME, label: username, secret });
}

/**
 * The time step a code is valid for, or null. A step at or before `afterStep` (the last one accepted)
 * is refused, so a code seen over a shoulder or in a log cannot be used again.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
  epochSeconds = Date.now() / 1000,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: epochSeconds,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    // The TOTP strategy's answer names the step; the HOTP one (never used here) would not.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
