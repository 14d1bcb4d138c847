import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WrongCredentialsError } from '../../errors.ts';
import { tokenHash } from '../auth.service.ts';
import { SignInChallengeSchema, type SignInChallenge } from './two-factor.entity.ts';

/** Long enough to open an app or find a key, short enough that a password alone is soon worth nothing. */
export const CHALLENGE_MINUTES = 5;
/** Wrong second steps before the password has to be entered again. */
export const CHALLENGE_MAX_FAILURES = 5;

export function signInExpired(): WrongCredentialsError {
  return new WrongCredentialsError('This sign-in has expired. Enter your username and password again.');
}

/** Sign-ins under way (see SignInChallengeSchema): opened, found by their cookie's token, ended. */
export class SignInChallenges {
  /** A new challenge, for the account whose password was right or (null) for a passwordless sign-in. */
  async open(em: EntityManager, userId: number | null): Promise<{ token: string; challenge: SignInChallenge }> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const challenge = em.create(SignInChallengeSchema, {
      id: tokenHash(token),
      user: userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
    });
    await em.flush();
    return { token, challenge };
  }

  /** The live challenge a token names; an expired one is deleted and reads as none. */
  async find(em: EntityManager, token: string | null): Promise<SignInChallenge | null> {
    if (!token || token.length < 20 || token.length > 100) return null;
    const challenge = await em.findOne(SignInChallengeSchema, { id: tokenHash(token) }, { populate: ['user'] });
    if (!challenge) return null;
    if (challenge.expiresAt <= new Date()) {
      await em.nativeDelete(SignInChallengeSchema, { id: challenge.id });
      return null;
    }
    return challenge;
  }

  async end(em: EntityManager, challenge: SignInChallenge): Promise<void> {
    await em.nativeDelete(SignInChallengeSchema, { id: challenge.id });
  }

  /** Counts a wrong second step; after the last one allowed the challenge is gone. */
  async failed(em: EntityManager, challenge: SignInChallenge): Promise<void> {
    if (challenge.failures + 1 >= CHALLENGE_MAX_FAILURES) return this.end(em, challenge);
    await em.nativeUpdate(SignInChallengeSchema, { id: challenge.id }, { failures: challenge.failures + 1 });
  }

  async removeExpired(em: EntityManager): Promise<number> {
    return em.nativeDelete(SignInChallengeSchema, { expiresAt: { $lte: new Date() } });
  }
}
