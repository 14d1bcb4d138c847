import type { EntityManager } from '@mikro-orm/postgresql';
import encodeQR from 'qr';
import { ConflictError, InvalidFieldError, RefusedError } from '../../errors.ts';
import { ConsoleSettingsRepository } from '../../settings/console-settings.repository.ts';
import { UserSchema, type User } from '../../users/user.entity.ts';
import type { AuthService, SessionUser } from '../auth.service.ts';
import { newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash, looksLikeRecoveryCode } from './recovery-codes.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { SignInChallenges, signInExpired } from './sign-in-challenges.ts';
import { acceptedStep, newTotpSecret, totpUri } from './totp.ts';
import { SessionSchema } from '../session.entity.ts';
import { PasskeySchema, RecoveryCodeSchema, SignInChallengeSchema, TotpEnrolmentSchema } from './two-factor.entity.ts';
import { mustUseTwoFactor } from './two-factor-policy.ts';
import type { SecondFactorFailure, SecondFactorFailures } from './second-factor-failures.ts';
import type { SecondStepMethod } from '../../../shared/auth/two-factor.ts';

export interface TwoFactorStatus {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
  /** This account must have a second factor (the environment or the owners' setting). */
  required: boolean;
}

const WRONG_CODE = 'That code is not right. Check the time on your phone, or use a recovery code.';

/**
 * Authenticator apps (TOTP) and recovery codes: enrolment on the Account screen, the second step of a
 * sign-in, and whether an account must set one up. Every code is counted by the sign-in throttle under
 * the account's name, like a password.
 */
export class TwoFactorService {
  readonly challenges = new SignInChallenges();

  constructor(
    private readonly auth: AuthService,
    private readonly box: SecretBox,
    /** STAFF_2FA_REQUIRED=true: every account, whatever the owners' setting says (shown on the Settings screen). */
    readonly requiredByEnvironment: boolean,
    /** Wrong and replayed second steps into the audit trail (none from the shell tools). */
    readonly failures?: SecondFactorFailures,
  ) {}

  async status(em: EntityManager, user: SessionUser): Promise<TwoFactorStatus> {
    const [totp, recoveryCodesLeft, passkeys, required] = await Promise.all([
      em.count(TotpEnrolmentSchema, { user: user.id, confirmedAt: { $ne: null } }),
      em.count(RecoveryCodeSchema, { user: user.id, usedAt: null }),
      em.count(PasskeySchema, { user: user.id }),
      this.isRequired(em, user),
    ]);
    return { totp: totp > 0, recoveryCodesLeft, passkeys, required };
  }

  /** Held at the Account screen until a second factor is set up; the server refuses everything else. */
  async mustSetUp(em: EntityManager, user: SessionUser): Promise<boolean> {
    if (!(await this.isRequired(em, user))) return false;
    return (await this.methodsOf(em, user.id)).length === 0;
  }

  /** How this account can finish a sign-in after its password; none means the password is enough. */
  async methodsOf(em: EntityManager, userId: number): Promise<SecondStepMethod[]> {
    const [totp, passkeys] = await Promise.all([
      em.count(TotpEnrolmentSchema, { user: userId, confirmedAt: { $ne: null } }),
      em.count(PasskeySchema, { user: userId }),
    ]);
    return [...(totp > 0 ? (['totp'] as const) : []), ...(passkeys > 0 ? (['passkey'] as const) : [])];
  }

  /** A new secret, pending until a code confirms it: shown once as a QR code and as text. */
  async startTotp(em: EntityManager, user: SessionUser): Promise<{ secret: string; uri: string; qrSvg: string }> {
    const existing = await em.findOne(TotpEnrolmentSchema, { user: user.id });
    if (existing?.confirmedAt) throw new ConflictError('An authenticator app is already set up. Turn it off first.');
    const secret = newTotpSecret();
    // One statement, so two starts at once (a double tap) end as one after the other would: the later
    // secret pending, where two inserts made the second fail on the key.
    await em.upsert(
      TotpEnrolmentSchema,
      { user: user.id, secret: this.box.seal(secret), createdAt: new Date() },
      { onConflictFields: ['user'], onConflictAction: 'merge', onConflictMergeFields: ['secret'] },
    );
    const uri = totpUri(secret, user.username);
    return { secret, uri, qrSvg: encodeQR(uri, 'svg', { ecc: 'medium', border: 4 }) };
  }

  /** A first valid code turns the app on; the ten recovery codes are answered once and kept only hashed. */
  async confirmTotp(
    em: EntityManager,
    user: SessionUser,
    code: string,
    clientIp: string,
  ): Promise<{ recoveryCodes: string[] }> {
    const enrolment = await em.findOne(TotpEnrolmentSchema, { user: user.id });
    if (!enrolment) throw new RefusedError('Start setting up the authenticator app first.');
    if (enrolment.confirmedAt) throw new ConflictError('The authenticator app is already set up.');
    const account = await em.findOneOrFail(UserSchema, { id: user.id });
    if (!(await this.counted(em, account, clientIp, () => this.useTotp(em, user.id, code)))) {
      throw new InvalidFieldError('code', WRONG_CODE);
    }
    await em.nativeUpdate(TotpEnrolmentSchema, { user: user.id }, { confirmedAt: new Date() });
    return { recoveryCodes: await this.replaceRecoveryCodes(em, user.id) };
  }

  /** Turns the app off and drops its recovery codes; needs the password or a current code. */
  async disableTotp(em: EntityManager, user: SessionUser, confirmation: string, clientIp: string): Promise<void> {
    await this.keepOneFactor(em, user, 'totp');
    await this.confirmIdentity(em, user, confirmation, clientIp);
    await em.nativeDelete(RecoveryCodeSchema, { user: user.id });
    await em.nativeDelete(TotpEnrolmentSchema, { user: user.id });
  }

  async regenerateRecoveryCodes(
    em: EntityManager,
    user: SessionUser,
    confirmation: string,
    clientIp: string,
  ): Promise<{ recoveryCodes: string[] }> {
    const totp = await em.count(TotpEnrolmentSchema, { user: user.id, confirmedAt: { $ne: null } });
    if (totp === 0) throw new RefusedError('Set up an authenticator app first.');
    await this.confirmIdentity(em, user, confirmation, clientIp);
    return { recoveryCodes: await this.replaceRecoveryCodes(em, user.id) };
  }

  /**
   * Removes every second factor of an account (a lost phone and lost recovery codes), and ends its
   * sessions and sign-ins under way; from the shell only (cli.ts), where nobody can be phished into it.
   */
  async resetAll(em: EntityManager, userId: number): Promise<void> {
    await em.transactional(async (tem) => {
      await tem.nativeDelete(RecoveryCodeSchema, { user: userId });
      await tem.nativeDelete(TotpEnrolmentSchema, { user: userId });
      await tem.nativeDelete(PasskeySchema, { user: userId });
      await tem.nativeDelete(SignInChallengeSchema, { user: userId });
      await tem.nativeDelete(SessionSchema, { user: userId });
    });
  }

  /**
   * The second step with a code: an app code (once per time step) or an unused recovery code. A wrong
   * one counts against the challenge (five and the password is asked again) and the sign-in throttle.
   */
  async completeWithCode(em: EntityManager, token: string | null, code: string, clientIp: string): Promise<User> {
    const challenge = await this.challenges.find(em, token);
    const account = challenge?.user;
    if (!challenge || !account) throw signInExpired();
    const valid = await this.counted(em, account, clientIp, () =>
      /^\d{6}$/.test(code.replace(/\s/g, ''))
        ? this.useTotp(em, account.id, code.replace(/\s/g, ''), true)
        : this.useRecoveryCode(em, account.id, code),
    );
    if (!valid) {
      await this.challenges.failed(em, challenge);
      throw new InvalidFieldError('code', WRONG_CODE);
    }
    await this.challenges.end(em, challenge);
    return account;
  }

  /**
   * An app code typed with the password, checked before it: a right one lets the password past the
   * account's own limit (which guesses from many addresses fill) and finishes the sign-in with it. The
   * code is counted per account and address and per address, and used up only with the right password
   * (`use`), so a wrong password costs the owner nothing.
   */
  async checkCodeBeforePassword(
    em: EntityManager,
    username: string,
    code: string,
    clientIp: string,
  ): Promise<{ use(account: User): Promise<void> }> {
    const attempt = await this.auth.throttle.begin(username, clientIp, { secondFactorCheck: true });
    const account = await em.findOne(UserSchema, { username });
    const enrolment = account ? await em.findOne(TotpEnrolmentSchema, { user: account.id }) : null;
    if (!account || !enrolment?.confirmedAt) throw new InvalidFieldError('code', WRONG_CODE);
    const step = await this.stepOf(enrolment, code);
    if (typeof step !== 'number') {
      await this.failures?.failed(em, account, step, clientIp);
      throw new InvalidFieldError('code', WRONG_CODE);
    }
    await attempt.succeeded();
    return {
      use: async (signingIn) => {
        const newer = { user: account.id, $or: [{ lastStep: null }, { lastStep: { $lt: step } }] };
        const taken =
          signingIn.id === account.id ? await em.nativeUpdate(TotpEnrolmentSchema, newer, { lastStep: step }) : 0;
        if (taken === 1) return;
        // Another sign-in took this code's step first: the same code twice.
        await this.failures?.failed(em, account, 'replayed_code', clientIp);
        throw new InvalidFieldError('code', WRONG_CODE);
      },
    };
  }

  /** An account that must have a second factor cannot remove its last one (it would be held at once). */
  async keepOneFactor(em: EntityManager, user: SessionUser, removing: SecondStepMethod): Promise<void> {
    if (!(await this.isRequired(em, user))) return;
    const others = (await this.methodsOf(em, user.id)).filter((method) => method !== removing);
    if (removing === 'passkey' && (await em.count(PasskeySchema, { user: user.id })) > 1) return;
    if (others.length === 0) {
      throw new RefusedError('Two-factor sign-in is required for your account: set up another way first.');
    }
  }

  private async isRequired(em: EntityManager, user: SessionUser): Promise<boolean> {
    const roles = this.requiredByEnvironment
      ? []
      : (await new ConsoleSettingsRepository(em).read()).staffTwoFactorRoles;
    return mustUseTwoFactor(user, { fromEnvironment: this.requiredByEnvironment, roles });
  }

  /**
   * A code check counted like a password (refused outright while the account is held back); a failed
   * one goes to the audit trail with why it failed.
   */
  private async counted(
    em: EntityManager,
    account: User,
    clientIp: string,
    check: () => Promise<'accepted' | SecondFactorFailure>,
  ): Promise<boolean> {
    const attempt = await this.auth.throttle.begin(account.username, clientIp);
    const outcome = await check();
    if (outcome === 'accepted') {
      await attempt.succeeded();
      return true;
    }
    await this.failures?.failed(em, account, outcome, clientIp);
    return false;
  }

  /**
   * The account holder, not just their session: the password or a current app code, counted like a
   * sign-in. Asked before a factor is turned off or a new passkey (which could sign in alone) is added.
   */
  async confirmIdentity(em: EntityManager, user: SessionUser, confirmation: string, clientIp: string) {
    const code = confirmation.replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      await this.auth.confirmCurrentPassword(em, user, confirmation, clientIp);
      return;
    }
    const account = await em.findOneOrFail(UserSchema, { id: user.id });
    if (!(await this.counted(em, account, clientIp, () => this.useTotp(em, user.id, code, true)))) {
      throw new InvalidFieldError('confirmation', 'That password or code is not right.');
    }
  }

  /** The step an app code is good for, or why it is not: right for a step already used is a replay. */
  private async stepOf(
    enrolment: { secret: string; lastStep?: number | null },
    code: string,
  ): Promise<number | 'wrong_code' | 'replayed_code'> {
    const secret = this.box.open(enrolment.secret);
    const lastStep = enrolment.lastStep ?? null;
    const step = await acceptedStep(secret, code, lastStep);
    if (step !== null) return step;
    return lastStep !== null && (await acceptedStep(secret, code, null)) !== null ? 'replayed_code' : 'wrong_code';
  }

  /** Accepts a code once: the step is recorded in the same statement that checks it is newer. */
  private async useTotp(
    em: EntityManager,
    userId: number,
    code: string,
    confirmedOnly = false,
  ): Promise<'accepted' | SecondFactorFailure> {
    const enrolment = await em.findOne(TotpEnrolmentSchema, { user: userId });
    if (!enrolment || (confirmedOnly && !enrolment.confirmedAt)) return 'wrong_code';
    const step = await this.stepOf(enrolment, code);
    if (typeof step !== 'number') return step;
    const newer = enrolment.lastStep === null ? { lastStep: null } : { lastStep: { $lt: step } };
    const taken = await em.nativeUpdate(TotpEnrolmentSchema, { user: userId, ...newer }, { lastStep: step });
    return taken === 1 ? 'accepted' : 'replayed_code';
  }

  private async useRecoveryCode(
    em: EntityManager,
    userId: number,
    typed: string,
  ): Promise<'accepted' | 'wrong_recovery_code'> {
    if (!looksLikeRecoveryCode(typed)) return 'wrong_recovery_code';
    const used = await em.nativeUpdate(
      RecoveryCodeSchema,
      { user: userId, codeHash: recoveryCodeHash(typed), usedAt: null },
      { usedAt: new Date() },
    );
    return used === 1 ? 'accepted' : 'wrong_recovery_code';
  }

  private async replaceRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await em.transactional(async (tem) => {
      await tem.nativeDelete(RecoveryCodeSchema, { user: userId });
      for (const code of codes) {
        tem.create(RecoveryCodeSchema, { user: userId, codeHash: recoveryCodeHash(code), createdAt: new Date() });
      }
    });
    return codes;
  }
}
