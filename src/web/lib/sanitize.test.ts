import { describe, expect, it } from 'vitest';
import { isHtml, sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting', () => {
    expect(sanitizeHtml('<p>Sea <strong>views</strong></p><ul><li>Pool</li></ul>')).toBe('<p>Sea <strong>views</strong></p><ul><li>Pool</li></ul>');
  });

  it('removes scripts, handlers and javascript: links', () => {
    const clean = sanitizeHtml('<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(clean).toContain('<p>Hi</p>');
  });
});

describe('isHtml', () => {
  it('is true only with angle brackets', () => {
    expect(isHtml('<p>x</p>')).toBe(true);
    expect(isHtml('Plain text')).toBe(false);
  });
});
