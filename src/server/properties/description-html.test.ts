import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description-html.ts';

describe('sanitizeDescription', () => {
  it('keeps formatting', () => {
    expect(sanitizeDescription('<p>Sea <strong>views</strong></p><ul><li>Pool</li></ul>')).toBe(
      '<p>Sea <strong>views</strong></p><ul><li>Pool</li></ul>',
    );
  });

  it('removes scripts, handlers and javascript: links', () => {
    const clean = sanitizeDescription(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('drops links that a browser reads as leading to another site, and keeps ordinary ones', () => {
    for (const href of [
      '/\\evil.example',
      '\\\\evil.example',
      '//evil.example',
      '/&#92;evil.example',
      '/&bsol;evil.example',
      '&#x2f;/evil.example',
      '/\t/evil.example',
    ]) {
      expect(sanitizeDescription(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    for (const href of [
      '/properties/135',
      'https://example.com/a?b=c',
      'mailto:sales@example.com',
      'tel:+97150',
      '#floor',
    ]) {
      expect(sanitizeDescription(`<a href="${href}">x</a>`), href).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('leaves plain text untouched', () => {
    expect(sanitizeDescription('Sea views & a private pool')).toBe('Sea views & a private pool');
  });
});
