import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../../users/user.entity.ts';

/**
 * A staff member's authenticator app (TOTP, RFC 6238). The secret is sealed with SECRETS_ENCRYPTION_KEY
 * when one is configured (secret-box.ts). It is pending until a first valid code confirms it;
 * `lastStep` is the last 30-second step a code was accepted for, so a code is never taken twice.
 */
export const TotpEnrolmentSchema = defineEntity({
  name: 'TotpEnrolment',
  tableName: 'staff_totp',
  properties: {
    user: () => p.oneToOne(UserSchema).owner().primary().deleteRule('cascade'),
    secret: p.text().hidden(),
    confirmedAt: p.datetime().nullable(),
    lastStep: p.bigint('number').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type TotpEnrolment = InferEntity<typeof TotpEnrolmentSchema>;

/** A single-use recovery code: only its SHA-256 is kept (80 random bits, see recovery-codes.ts). */
export const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  tableName: 'staff_recovery_codes',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    codeHash: p.string().length(64).hidden(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type RecoveryCode = InferEntity<typeof RecoveryCodeSchema>;

/** A WebAuthn credential (passkey or security key) a staff member registered, with the name they gave it. */
export const PasskeySchema = defineEntity({
  name: 'Passkey',
  tableName: 'staff_passkeys',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    name: p.string().length(60),
    /** base64url, as the browser reports it. */
    credentialId: p.string().length(1400).unique(),
    /** The COSE public key, base64url. */
    publicKey: p.text().hidden(),
    counter: p.bigint('number').default(0),
    transports: p.array().default([]),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
  },
});

export type Passkey = InferEntity<typeof PasskeySchema>;

/**
 * A sign-in under way, named by a random token in its own cookie (only the SHA-256 is stored): after
 * a right password and before the second step (`user` set), or a passwordless passkey sign-in (`user`
 * null). Not a session: it opens nothing but the second step, expires within minutes and is dropped
 * after a few wrong codes. `webauthnChallenge` is the challenge the last passkey request was sent.
 */
export const SignInChallengeSchema = defineEntity({
  name: 'SignInChallenge',
  tableName: 'sign_in_challenges',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(UserSchema).nullable().deleteRule('cascade'),
    webauthnChallenge: p.string().length(200).nullable(),
    failures: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
  },
});

export type SignInChallenge = InferEntity<typeof SignInChallengeSchema>;
