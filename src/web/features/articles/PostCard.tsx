import { Link } from '@tanstack/react-router';
import { postText, type BlogPost } from '../../../shared/articles/blog.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { formatDate } from '../../lib/format-time.ts';
import { intlLocale, pageLocale } from '../../lib/i18n.ts';
import { MediaImage } from '../../ui/MediaImage/MediaImage.tsx';
import classes from './Blog.module.css';
import { CategoryLink } from './CategoryLink.tsx';
import { postLanguage } from './post-language.ts';

/** A post in a list: in the page's language, or in English (marked so) when it has not been translated. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locale = pageLocale();
  const text = postText(post, locale);
  const { inEnglish, english } = postLanguage(text, locale);
  return (
    <article className={classes.postCard} data-testid="post-card">
      <MediaImage
        src={post.imageUrl}
        sizes="(min-width: 62em) 30vw, 100vw"
        width={800}
        height={533}
        loading="lazy"
        alt={text.imageAlt}
        {...english}
        className={classes.postImage}
      />
      <div className={classes.postBody}>
        <p className={classes.postMeta}>
          <CategoryLink category={post.category} />
          <span>{formatDate(post.date, intlLocale())}</span>
          <span>{m.blog_by({ author: post.author.name })}</span>
          {inEnglish && <span className={classes.languageTag}>{m.blog_in_english()}</span>}
        </p>
        <Heading className={classes.postTitle} {...english}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={classes.postTitleLink}>
            {text.title}
          </Link>
        </Heading>
        <p className={classes.postExcerpt} {...english}>
          {text.excerpt}
        </p>
        <Link
          to="/blog/$slug"
          params={{ slug: post.slug }}
          className={classes.readMore}
          aria-label={m.blog_read_more_label({ title: text.title })}
        >
          {m.blog_read_more()}
        </Link>
      </div>
    </article>
  );
}
