import { describe, expect, it } from 'vitest';
import { passwordSchema } from './schemas.ts';

const messagesFor = async (password: string) =>
  (await passwordSchema.safeParseAsync(password)).error?.issues.map((i) => i.message) ?? [];

const GUESSABLE = 'This password is too common or too easy to guess. Choose a longer phrase of unusual words.';

describe('a new staff password', () => {
  it('has at least 12 characters', async () => {
    expect(await messagesFor('ten-chars!')).toEqual(['Password must be at least 12 characters']);
    expect(await messagesFor('eleven-char')).toEqual(['Password must be at least 12 characters']);
  });

  it('is not a common or breached password, a repeat, a keyboard walk or a sequence', async () => {
    for (const password of [
      'aaaaaaaaaaaa',
      'password1234',
      'qwertyuiop12',
      'iloveyou2024',
      '1234567890123',
      'letmein12345',
    ]) {
      expect(await messagesFor(password), password).toEqual([GUESSABLE]);
    }
  });

  it('accepts a phrase of unusual words and a random string', async () => {
    for (const password of [
      'front-desk-password',
      'correct-horse-battery',
      'mKq7-Lp2x-Wd9z',
      'palm crescent sunrise',
    ]) {
      expect(await messagesFor(password), password).toEqual([]);
    }
  });
});
