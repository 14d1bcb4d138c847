import { describe, expect, it } from 'vitest';
import { adminPasswordBox, signInAddress, startupMessage } from './startup-notice.ts';

describe("a first start's staff password", () => {
  it('is boxed with the sign-in address, every line the same width', () => {
    const box = adminPasswordBox({ username: 'admin', password: 'k3-Ubx9-qQ' }, 'http://localhost:3000/admin/login');
    const lines = box.trim().split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^╔═+╗$/);
    expect(box).toMatch(/║ {2}Sign in at {2}http:\/\/localhost:3000\/admin\/login +║/);
    expect(box).toMatch(/║ {2}Password {4}k3-Ubx9-qQ +║/);
  });

  it('names this machine for a server listening on every address', () => {
    expect(signInAddress('http://0.0.0.0:3000')).toBe('http://localhost:3000/admin/login');
    expect(signInAddress('http://[::]:8080')).toBe('http://localhost:8080/admin/login');
    expect(signInAddress('http://127.0.0.1:3600')).toBe('http://127.0.0.1:3600/admin/login');
  });

  it('is taken from the start-up process only in the shape it sends', () => {
    expect(startupMessage.safeParse({ generatedAdmin: { username: 'admin', password: 'x' } }).success).toBe(true);
    expect(startupMessage.safeParse({ generatedAdmin: { username: 'admin' } }).success).toBe(false);
    expect(startupMessage.safeParse('password').success).toBe(false);
  });
});
