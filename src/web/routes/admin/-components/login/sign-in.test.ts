import { describe, expect, it } from 'vitest';
import { adminRedirectTarget } from './sign-in.ts';

describe('adminRedirectTarget', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/agents', '/admin/agents'],
    ['/admin/agents/new?draft=1#photo', '/admin/agents/new?draft=1#photo'],
    ['/admin/inquiries/12', '/admin/inquiries/12'],
    ['/admin/properties/./135', '/admin/properties/135'],
    ['/admin/agents/../gallery', '/admin/gallery'],
    // An encoded slash is one odd segment inside the console, not a way out of it.
    ['/admin/..%2f..%2fx', '/admin/..%2f..%2fx'],
  ])('keeps the console path %j as %j', (target, expected) => {
    expect(adminRedirectTarget(target)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'admin/agents',
    '//evil.com',
    '//evil.com/admin',
    '/\\evil.com',
    '/\\/evil.com/admin',
    '\\\\evil.com',
    'https://evil.com',
    'https://evil.com/admin',
    'javascript:alert(1)//admin',
    '/admin/../x',
    '/admin/%2e%2e/x',
    '/admin/../../admin-evil',
    '/administrator',
    '/admin-old',
    '/admin/login',
    '/admin/login?redirect=//evil.com',
    '/admin/\tagents',
    '/admin/\nagents',
    '/properties',
    '/',
  ])('falls back to /admin for %j', (target) => {
    expect(adminRedirectTarget(target)).toBe('/admin');
  });
});
