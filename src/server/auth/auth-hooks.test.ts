import { describe, expect, it } from 'vitest';
import { batchesPasswordCheck } from './auth-hooks.ts';

describe('batchesPasswordCheck', () => {
  it('flags a password procedure together with any other call, itself included', () => {
    expect(batchesPasswordCheck(['auth.login', 'auth.login'])).toBe(true);
    expect(batchesPasswordCheck(['auth.me', 'auth.changePassword'])).toBe(true);
    expect(batchesPasswordCheck(['properties.list', 'auth.createUser'])).toBe(true);
  });

  it('lets a password procedure alone and batches without one through', () => {
    expect(batchesPasswordCheck(['auth.login'])).toBe(false);
    expect(batchesPasswordCheck(['auth.me', 'properties.list'])).toBe(false);
    expect(batchesPasswordCheck(['auth.logout', 'auth.me'])).toBe(false);
  });
});
