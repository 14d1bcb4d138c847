import { Link } from '@tanstack/react-router';
import type { ArticleCard } from '../../../shared/articles/schemas.ts';
import { BLOG_AUTHORS } from '../../../shared/articles/authors.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { formatDate } from '../../lib/format-time.ts';
import { intlLocale, pageLocale } from '../../lib/i18n.ts';
import { MediaImage } from '../../ui/MediaImage/MediaImage.tsx';
import classes from './Blog.module.css';
import { CategoryLink } from './CategoryLink.tsx';
import { postLanguage } from './post-language.ts';

/** A post in a list: in the page's language, or in English (marked so) when it has not been translated. */
export function PostCard({ post, headingLevel = 2 }: { post: ArticleCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locale = pageLocale();
  const { inEnglish, english } = postLanguage(post, locale);
  return (
    <article className={classes.postCard} data-testid="post-card">
      <MediaImage
        src={post.imageUrl}
        sizes="(min-width: 62em) 30vw, 100vw"
        width={800}
        height={533}
        loading="lazy"
        alt={post.imageAlt}
        {...english}
        className={classes.postImage}
      />
      <div className={classes.postBody}>
        <p className={classes.postMeta}>
          <CategoryLink category={post.category} />
          <span>{formatDate(post.date, intlLocale())}</span>
          <span>{m.blog_by({ author: BLOG_AUTHORS[post.author].name })}</span>
          {inEnglish && <span className={classes.languageTag}>{m.blog_in_english()}</span>}
        </p>
        <Heading className={classes.postTitle} {...english}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={classes.postTitleLink}>
            {post.title}
          </Link>
        </Heading>
        <p className={classes.postExcerpt} {...english}>
          {post.excerpt}
        </p>
        <Link
          to="/blog/$slug"
          params={{ slug: post.slug }}
          className={classes.readMore}
          aria-label={m.blog_read_more_label({ title: post.title })}
        >
          {m.blog_read_more()}
        </Link>
      </div>
    </article>
  );
}
