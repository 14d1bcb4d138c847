import { describe, expect, it } from 'vitest';
import { articleBody, authorText, postText } from './blog.ts';
import { BLOG_POSTS } from './blog-posts.ts';
import { NEWS_ARTICLE, NEWS_SALES, newsText } from './news.ts';
import { SITEMAP_GROUPS, STATIC_PUBLIC_PATHS } from '../seo/sitemap.ts';

const OTHER_LANGUAGES = ['ar', 'ru', 'zh'] as const;

/** The outline of an article's HTML: its tags in order, e.g. ['p', 'h2', 'p', 'ul', 'li', ...]. */
const outline = (html: string) => [...html.matchAll(/<(\w+)[\s>]/g)].map((match) => match[1]);

describe('content both sides read', () => {
  it('has 7 posts with unique slugs, 4 of them complete', () => {
    expect(BLOG_POSTS).toHaveLength(7);
    expect(new Set(BLOG_POSTS.map((post) => post.slug)).size).toBe(7);
    expect(BLOG_POSTS.filter((post) => post.hasArticle)).toHaveLength(4);
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

describe('the blog and the news in every language', () => {
  it('gives every post its title, excerpt and image text in each language, and each full article its whole body', async () => {
    for (const post of BLOG_POSTS) {
      for (const locale of OTHER_LANGUAGES) {
        const text = postText(post, locale);
        expect(text.lang).toBe(locale);
        expect(text.title).not.toBe(post.title);
        expect(text.excerpt.trim()).not.toBe('');
        expect(text.imageAlt.trim()).not.toBe('');
      }
      if (!post.hasArticle) {
        expect(await articleBody(post, 'ar')).toBeNull();
        continue;
      }
      const english = await articleBody(post, 'en');
      expect(english?.lang).toBe('en');
      expect(english?.html).toContain('<h2>');
      for (const locale of OTHER_LANGUAGES) {
        const body = await articleBody(post, locale);
        expect(body?.lang).toBe(locale);
        expect({ slug: post.slug, locale, outline: outline(body?.html ?? '') }).toEqual({
          slug: post.slug,
          locale,
          outline: outline(english?.html ?? ''),
        });
      }
    }
  });

  it('shows a post without a translation in English, and says so', () => {
    const translated = BLOG_POSTS.find((candidate) => !candidate.hasArticle);
    expect(translated).toBeDefined();
    if (!translated) return;
    // A post staff have not translated yet: none of the demo's.
    const post = { ...translated, translations: undefined };
    expect(postText(post, 'ru')).toEqual({
      lang: 'en',
      title: post.title,
      excerpt: post.excerpt,
      imageAlt: post.imageAlt,
    });
    expect(postText(post, 'en').lang).toBe('en');
  });

  it("gives every author's role and biography in each language", () => {
    for (const post of BLOG_POSTS) {
      expect(authorText(post.author, 'en')).toEqual({ role: post.author.role, bio: post.author.bio });
      for (const locale of OTHER_LANGUAGES) expect(authorText(post.author, locale).bio).not.toBe(post.author.bio);
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
