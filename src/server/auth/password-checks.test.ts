import { describe, expect, it } from 'vitest';
import { PasswordChecks, PasswordChecksBusyError } from './password-checks.ts';

describe('PasswordChecks', () => {
  it('runs at most `concurrency` checks at once and refuses beyond `maxWaiting` waiting ones', async () => {
    const checks = new PasswordChecks({ concurrency: 2, maxWaiting: 1 });
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const check = () =>
      checks.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return true;
      });
    const admitted = [check(), check(), check()];
    await expect(check()).rejects.toBeInstanceOf(PasswordChecksBusyError);
    await expect.poll(() => releases.length).toBe(2);
    while (releases.length) releases.shift()?.();
    await expect.poll(() => releases.length).toBe(1);
    releases.shift()?.();
    await expect(Promise.all(admitted)).resolves.toEqual([true, true, true]);
    expect(peak).toBe(2);
    // With room again, a check is accepted.
    await expect(checks.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('keeps reserved places for trusted checks and runs them before the others', async () => {
    const checks = new PasswordChecks({ concurrency: 1, maxWaiting: 2, reservedForTrusted: 1 });
    const order: string[] = [];
    const releases: Array<() => void> = [];
    const check = (name: string, trusted = false) =>
      checks.run(
        async () => {
          order.push(name);
          await new Promise<void>((resolve) => releases.push(resolve));
          return name;
        },
        { trusted },
      );
    const admitted = [check('running'), check('waiting-1'), check('waiting-2')];
    await expect(check('flood')).rejects.toBeInstanceOf(PasswordChecksBusyError);
    admitted.push(check('owner', true));
    await expect(check('owner-again', true)).rejects.toBeInstanceOf(PasswordChecksBusyError);
    for (let done = 0; done < admitted.length; done += 1) {
      await expect.poll(() => releases.length).toBe(1);
      releases.shift()?.();
    }
    await Promise.all(admitted);
    expect(order).toEqual(['running', 'owner', 'waiting-1', 'waiting-2']);
  });
});
