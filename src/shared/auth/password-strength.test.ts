import { describe, expect, it } from 'vitest';
import { passwordSchema } from './schemas.ts';

const messagesFor = (password: string) => passwordSchema.safeParse(password).error?.issues.map((i) => i.message) ?? [];

const GUESSABLE = 'This password is too common or too easy to guess. Choose a longer phrase of unusual words.';

describe('a new staff password', () => {
  it('has at least 12 characters', () => {
    expect(messagesFor('ten-chars!')).toEqual(['Password must be at least 12 characters']);
    expect(messagesFor('eleven-char')).toEqual(['Password must be at least 12 characters']);
  });

  it('is not a common or breached password, a repeat, a keyboard walk or a sequence', () => {
    for (const password of [
      'aaaaaaaaaaaa',
      'password1234',
      'qwertyuiop12',
      'iloveyou2024',
      '1234567890123',
      'letmein12345',
    ]) {
      expect(messagesFor(password), password).toEqual([GUESSABLE]);
    }
  });

  it('accepts a phrase of unusual words and a random string', () => {
    for (const password of [
      'front-desk-password',
      'correct-horse-battery',
      'mKq7-Lp2x-Wd9z',
      'palm crescent sunrise',
    ]) {
      expect(messagesFor(password), password).toEqual([]);
    }
  });
});
