import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from './blog-posts.ts';
import { ARTICLE_BODIES as AR } from './bodies/ar.ts';
import { ARTICLE_BODIES as EN } from './bodies/en.ts';
import { ARTICLE_BODIES as RU } from './bodies/ru.ts';
import { ARTICLE_BODIES as ZH } from './bodies/zh.ts';

const BODIES = { ar: AR, ru: RU, zh: ZH } as const;
const OTHER_LANGUAGES = ['ar', 'ru', 'zh'] as const;

/** The outline of an article's HTML: its tags in order, e.g. ['p', 'h2', 'p', 'ul', 'li', ...]. */
const outline = (html: string) => [...html.matchAll(/<(\w+)[\s>]/g)].map((match) => match[1]);

describe('the demo blog the seeder loads', () => {
  it('has 7 posts with unique slugs, 4 of them complete', () => {
    expect(BLOG_POSTS).toHaveLength(7);
    expect(new Set(BLOG_POSTS.map((post) => post.slug)).size).toBe(7);
    expect(BLOG_POSTS.filter((post) => post.hasArticle)).toHaveLength(4);
  });

  it('gives every post its title, excerpt and image text in each language, and each full article its whole body', () => {
    for (const post of BLOG_POSTS) {
      for (const locale of OTHER_LANGUAGES) {
        const text = post.translations[locale];
        expect(text.title).not.toBe(post.title);
        expect(text.excerpt.trim()).not.toBe('');
        expect(text.imageAlt.trim()).not.toBe('');
      }
      if (!post.hasArticle) {
        expect(EN[post.slug]).toBeUndefined();
        continue;
      }
      const english = EN[post.slug] ?? '';
      expect(english).toContain('<h2>');
      for (const locale of OTHER_LANGUAGES)
        expect({ slug: post.slug, locale, outline: outline(BODIES[locale][post.slug] ?? '') }).toEqual({
          slug: post.slug,
          locale,
          outline: outline(english),
        });
    }
  });
});
