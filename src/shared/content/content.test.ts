import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from './blog.ts';
import { SITEMAP_GROUPS, STATIC_PUBLIC_PATHS } from './sitemap.ts';

describe('content both sides read', () => {
  it('has 7 posts with unique slugs, 4 of them complete', () => {
    expect(BLOG_POSTS).toHaveLength(7);
    expect(new Set(BLOG_POSTS.map((post) => post.slug)).size).toBe(7);
    expect(BLOG_POSTS.filter((post) => post.content)).toHaveLength(4);
  });

  it('links the sitemap to live, canonical pages and six posts', () => {
    const hrefs = SITEMAP_GROUPS.flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs).toContain('/contact-for-properties');
    expect(hrefs).not.toContain('/contact-properties');
    expect(SITEMAP_GROUPS.find((group) => group.title === 'Blog Posts')?.links).toHaveLength(6);
    expect(STATIC_PUBLIC_PATHS).not.toContain('/lettings-management');
    // Derived from the HTML sitemap's pages, once each, plus the sitemap itself; posts come from the blog.
    expect(new Set(STATIC_PUBLIC_PATHS).size).toBe(STATIC_PUBLIC_PATHS.length);
    expect(STATIC_PUBLIC_PATHS).toEqual(
      expect.arrayContaining(['/', '/properties', '/privacy-policy', '/terms', '/sitemap']),
    );
    expect(STATIC_PUBLIC_PATHS.some((path) => path.startsWith('/blog/'))).toBe(false);
  });
});
