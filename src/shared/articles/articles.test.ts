import { describe, expect, it } from 'vitest';
import { authorText, BLOG_AUTHORS } from './authors.ts';
import { NEWS_ARTICLE, NEWS_SALES, newsText } from './news.ts';
import { SITEMAP_GROUPS, STATIC_PUBLIC_PATHS } from '../seo/sitemap.ts';

const OTHER_LANGUAGES = ['ar', 'ru', 'zh'] as const;

describe('content both sides read', () => {
  it('links the sitemap to live, canonical pages', () => {
    const hrefs = SITEMAP_GROUPS.flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs).toContain('/contact-for-properties');
    expect(hrefs).not.toContain('/contact-properties');
    expect(STATIC_PUBLIC_PATHS).not.toContain('/lettings-management');
    // Derived from the HTML sitemap's pages, once each, plus the sitemap itself; posts come from the blog.
    expect(new Set(STATIC_PUBLIC_PATHS).size).toBe(STATIC_PUBLIC_PATHS.length);
    expect(STATIC_PUBLIC_PATHS).toEqual(
      expect.arrayContaining(['/', '/properties', '/privacy-policy', '/terms', '/sitemap']),
    );
    expect(STATIC_PUBLIC_PATHS.some((path) => path.startsWith('/blog/'))).toBe(false);
  });
});

describe('the blog authors and the news in every language', () => {
  it("gives every author's role and biography in each language", () => {
    for (const author of Object.values(BLOG_AUTHORS)) {
      expect(authorText(author, 'en')).toEqual({ role: author.role, bio: author.bio });
      for (const locale of OTHER_LANGUAGES) expect(authorText(author, locale).bio).not.toBe(author.bio);
    }
  });

  it('writes the news article in each language with every paragraph and both homes', () => {
    expect(newsText('en').title).toBe(NEWS_ARTICLE.title);
    for (const locale of OTHER_LANGUAGES) {
      const text = newsText(locale);
      expect(text.paragraphs).toHaveLength(NEWS_ARTICLE.paragraphs.length);
      expect(text.homes).toHaveLength(NEWS_SALES.length);
      // The same facts: each sale's area and price per square foot, whatever the digit grouping.
      const figures = text.paragraphs.join(' ').replace(/[,\s\u00a0]/g, '');
      for (const sale of NEWS_SALES) {
        expect(figures).toContain(String(sale.areaSqFt));
        expect(figures).toContain(String(sale.pricePerSqFtAed));
      }
    }
  });
});
