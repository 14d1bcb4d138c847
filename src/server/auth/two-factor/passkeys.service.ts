import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { SITE_NAME } from '../../../shared/agency.ts';
import { NotFoundError, RefusedError, TooManyRequestsError } from '../../errors.ts';
import type { RequestLimit } from '../../rate-limit/rate-limit.ts';
import { addressKey } from '../sign-in-throttle.ts';
import type { User } from '../../users/user.entity.ts';
import type { SessionUser } from '../auth.service.ts';
import type { SecondFactorFailures } from './second-factor-failures.ts';
import { signInExpired, type SignInChallenges } from './sign-in-challenges.ts';
import { PasskeySchema, SignInChallengeSchema } from './two-factor.entity.ts';

/** The site the passkeys belong to: the host of PUBLIC_URL, and its origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
}

/**
 * SimpleWebAuthn and the certificate parsers under it (some 20 MB resident) load with the first passkey
 * ceremony, not with the server: most instances never see one.
 */
const webAuthn = () => import('@simplewebauthn/server');
const base64Url = async () => (await import('@simplewebauthn/server/helpers')).isoBase64URL;

const REGISTRATION_MINUTES = 5;
const NOT_ACCEPTED = 'This passkey was not accepted. Try again, or use another way to sign in.';

/** The registration under way of one account: one at a time, so its row is named by the account. */
function registrationKey(userId: number): string {
  return `register:${userId}`;
}

/**
 * Passkeys (WebAuthn, through SimpleWebAuthn): registered on the Account screen, used as the second
 * step after a password, or alone (a passwordless sign-in, where the authenticator must verify the
 * person, so the passkey is both factors).
 */
export class PasskeyService {
  constructor(
    private readonly rp: RelyingParty,
    private readonly challenges: SignInChallenges,
    /** Passwordless sign-ins one address may start: each stores a challenge, so a script cannot flood them. */
    private readonly passwordlessLimit: RequestLimit,
    /** Failed assertions into the audit trail, for the account they were for. */
    private readonly failures?: SecondFactorFailures,
  ) {}

  async list(em: EntityManager, user: SessionUser) {
    const passkeys = await em.find(PasskeySchema, { user: user.id }, { orderBy: { createdAt: 'asc' } });
    return passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
  }

  /** No extensions are asked for, so the options go without that field (its binary types do not cross JSON). */
  async registrationOptions(
    em: EntityManager,
    user: SessionUser,
  ): Promise<Omit<PublicKeyCredentialCreationOptionsJSON, 'extensions'>> {
    const existing = await em.find(PasskeySchema, { user: user.id });
    const { generateRegistrationOptions } = await webAuthn();
    const { extensions: _none, ...options } = await generateRegistrationOptions({
      rpName: SITE_NAME,
      rpID: this.rp.id,
      userName: user.username,
      userID: new TextEncoder().encode(`staff-${user.id}`),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const now = new Date();
    await em.upsert(
      SignInChallengeSchema,
      {
        id: registrationKey(user.id),
        user: user.id,
        webauthnChallenge: options.challenge,
        failures: 0,
        createdAt: now,
        expiresAt: new Date(now.getTime() + REGISTRATION_MINUTES * 60_000),
      },
      { onConflictFields: ['id'], onConflictAction: 'merge' },
    );
    return options;
  }

  async register(em: EntityManager, user: SessionUser, name: string, response: RegistrationResponseJSON) {
    const pending = await em.findOne(SignInChallengeSchema, { id: registrationKey(user.id) });
    if (!pending?.webauthnChallenge || pending.expiresAt <= new Date()) {
      throw new RefusedError('Adding the passkey took too long. Please start again.');
    }
    await em.nativeDelete(SignInChallengeSchema, { id: pending.id });
    const { verifyRegistrationResponse } = await webAuthn();
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: pending.webauthnChallenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) throw new RefusedError('The passkey could not be verified. Please try again.');
    const { credential } = verification.registrationInfo;
    if ((await em.count(PasskeySchema, { credentialId: credential.id })) > 0) {
      throw new RefusedError('This passkey is already registered.');
    }
    const passkey = em.create(PasskeySchema, {
      user: user.id,
      name,
      credentialId: credential.id,
      publicKey: (await base64Url()).fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: new Date(),
    });
    await em.flush();
    return { id: passkey.id, name: passkey.name };
  }

  async remove(em: EntityManager, user: SessionUser, id: number): Promise<void> {
    const removed = await em.nativeDelete(PasskeySchema, { id, user: user.id });
    if (removed === 0) throw new NotFoundError('No such passkey');
  }

  /**
   * Options for signing in with a passkey: for the sign-in whose password was right (its own passkeys),
   * or, with no such challenge, a passwordless sign-in whose new challenge token the caller keeps.
   */
  async authenticationOptions(
    em: EntityManager,
    token: string | null,
    clientIp: string,
  ): Promise<{ options: Omit<PublicKeyCredentialRequestOptionsJSON, 'extensions'>; newToken: string | null }> {
    const pending = await this.challenges.find(em, token);
    const afterPassword = pending?.user ? pending : null;
    if (!afterPassword) {
      const wait = await this.passwordlessLimit.hit(addressKey(clientIp));
      if (wait > 0) throw new TooManyRequestsError(wait, 'Too many sign-in attempts. Try again later.');
    }
    const opened = afterPassword ? null : await this.challenges.open(em, null);
    const challenge = afterPassword ?? opened?.challenge;
    if (!challenge) throw signInExpired();
    const allowCredentials = afterPassword?.user
      ? (await em.find(PasskeySchema, { user: afterPassword.user.id })).map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        }))
      : [];
    const { generateAuthenticationOptions } = await webAuthn();
    const { extensions: _none, ...options } = await generateAuthenticationOptions({
      rpID: this.rp.id,
      allowCredentials,
      userVerification: afterPassword ? 'preferred' : 'required',
    });
    await em.nativeUpdate(SignInChallengeSchema, { id: challenge.id }, { webauthnChallenge: options.challenge });
    return { options, newToken: opened?.token ?? null };
  }

  /** The account a passkey's answer proves; a wrong one counts against the challenge and is audited. */
  async authenticate(
    em: EntityManager,
    token: string | null,
    response: AuthenticationResponseJSON,
    clientIp: string,
  ): Promise<User> {
    const challenge = await this.challenges.find(em, token);
    if (!challenge?.webauthnChallenge) throw signInExpired();
    const passkey = await em.findOne(PasskeySchema, { credentialId: response.id }, { populate: ['user'] });
    const sameAccount = passkey && (!challenge.user || challenge.user.id === passkey.user.id);
    const [{ verifyAuthenticationResponse }, isoBase64URL] = await Promise.all([webAuthn(), base64Url()]);
    const verification =
      passkey && sameAccount
        ? await verifyAuthenticationResponse({
            response,
            expectedChallenge: challenge.webauthnChallenge,
            expectedOrigin: this.rp.origin,
            expectedRPID: this.rp.id,
            credential: {
              id: passkey.credentialId,
              publicKey: isoBase64URL.toBuffer(passkey.publicKey),
              counter: passkey.counter,
              transports: passkey.transports,
            },
            requireUserVerification: !challenge.user,
          }).catch(() => null)
        : null;
    if (!passkey || !verification?.verified) {
      await this.challenges.failed(em, challenge);
      // The account the sign-in was for (after its password) or whose passkey was presented; an unknown
      // passkey in a passwordless sign-in names nobody.
      const account = challenge.user ?? passkey?.user;
      if (account) await this.failures?.failed(em, account, 'passkey_failed', clientIp);
      throw new RefusedError(NOT_ACCEPTED);
    }
    await em.nativeUpdate(
      PasskeySchema,
      { id: passkey.id },
      { counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() },
    );
    await this.challenges.end(em, challenge);
    return passkey.user;
  }
}
