import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConsoleSettingSchema } from '../../settings/console-setting.entity.ts';

/**
 * The token the portals' feed URLs carry. Stored as its SHA-256 hash (the portal needs the token,
 * we only need to recognise it): staff see the whole URL once, when they rotate it, and afterwards its
 * last four characters. BAYUT_FEED_TOKEN in the environment replaces it.
 */
const HASH_KEY = 'portalFeedTokenHash';
const HINT_KEY = 'portalFeedTokenHint';

export type FeedTokenSource = 'environment' | 'console' | 'none';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export class FeedTokens {
  constructor(
    private readonly em: EntityManager,
    private readonly fromEnvironment: string | undefined,
  ) {}

  /** Whether `token` opens the feeds; a missing or wrong one does not. Compared in constant time. */
  async accepts(token: unknown): Promise<boolean> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
    const given = sha256(token);
    if (this.fromEnvironment) return timingSafeEqual(given, sha256(this.fromEnvironment));
    const stored = await this.em.findOne(ConsoleSettingSchema, { key: HASH_KEY });
    if (typeof stored?.value !== 'string') return false;
    return timingSafeEqual(given, Buffer.from(stored.value, 'hex'));
  }

  /** Where the token comes from, and its last four characters (never more). */
  async describe(): Promise<{ source: FeedTokenSource; hint: string | null; rotatedAt: Date | null }> {
    if (this.fromEnvironment) return { source: 'environment', hint: this.fromEnvironment.slice(-4), rotatedAt: null };
    const hint = await this.em.findOne(ConsoleSettingSchema, { key: HINT_KEY });
    if (typeof hint?.value !== 'string') return { source: 'none', hint: null, rotatedAt: null };
    return { source: 'console', hint: hint.value, rotatedAt: hint.updatedAt };
  }

  /** A new random token (256 bits, URL-safe); the old one stops working as this commits. */
  async rotate(by: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const rows = [
      { key: HASH_KEY, value: sha256(token).toString('hex') },
      { key: HINT_KEY, value: token.slice(-4) },
    ];
    for (const row of rows)
      await this.em.upsert(
        ConsoleSettingSchema,
        { ...row, updatedAt: new Date(), updatedBy: by },
        { onConflictFields: ['key'], onConflictAction: 'merge' },
      );
    return token;
  }
}
