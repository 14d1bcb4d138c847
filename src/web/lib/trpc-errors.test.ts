import { describe, expect, it } from 'vitest';
import { trpcErrorMessage } from './trpc-errors.ts';

describe('trpcErrorMessage', () => {
  it('prefers the first field message of a validation error', () => {
    const error = {
      message: 'Invalid input',
      data: { httpStatus: 400, fieldErrors: { email: ['Invalid email address'] } },
    };
    expect(trpcErrorMessage(error, 'fallback')).toBe('Invalid email address');
  });

  it("uses the server's message, or the fallback without one", () => {
    expect(
      trpcErrorMessage(
        { message: 'Too many requests. Please try again in a minute.', data: { httpStatus: 429 } },
        'fallback',
      ),
    ).toBe('Too many requests. Please try again in a minute.');
    expect(trpcErrorMessage({ message: 'Internal server error', data: { httpStatus: 500 } }, 'fallback')).toBe(
      'fallback',
    );
    expect(trpcErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(trpcErrorMessage(null, 'fallback')).toBe('fallback');
  });
});
