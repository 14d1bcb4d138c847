import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './schemas.ts';

/** A code from an authenticator app: six digits; spaces people copy along are ignored. */
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your app' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your app' }));

export const confirmTotpSchema = z.object({ code: totpCodeSchema });

/** The second step of a sign-in: a code from the app, or one of the recovery codes. */
export const secondStepCodeSchema = z.object({
  code: z
    .string({ error: 'Enter a code' })
    .trim()
    .min(1, { error: 'Enter a code' })
    .max(40, { error: 'Enter the 6-digit code or a recovery code' }),
});

/**
 * Proof that it is the account holder turning a factor off or making new recovery codes: the
 * password or a current code (a password is at least 10 characters, so six digits are always a code).
 */
export const confirmIdentitySchema = z.object({
  confirmation: z
    .string({ error: 'Enter your password or a current code' })
    .min(1, { error: 'Enter your password or a current code' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Enter your password or a current code' }),
});

export const passkeyNameSchema = z
  .string({ error: 'Name this passkey' })
  .trim()
  .min(1, { error: 'Name this passkey' })
  .max(60, { error: 'At most 60 characters' });

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);
/** 'usb', 'nfc', 'internal', 'hybrid'...: kept as the browser names them, to hint the browser later. */
const transports = z.array(z.string().max(20)).max(10);
const credential = {
  id: base64url.min(1).max(1400),
  rawId: base64url.min(1).max(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Extensions are not asked for, so their answers are not kept.
  clientExtensionResults: z.unknown().transform((): Record<never, never> => ({})),
};

/** What `startRegistration()` of @simplewebauthn/browser gives, as the server accepts it. */
export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      authenticatorData: base64url.optional(),
      transports: transports.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url.optional(),
    }),
  }),
});

/** What `startAuthentication()` gives. */
export const passkeyAuthenticationSchema = z.object({
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  }),
});

export const passkeyIdSchema = z.object({ id: z.number().int().positive() });

/** How a sign-in that needs a second step can finish. */
export type SecondStepMethod = 'totp' | 'passkey';
