import { Link } from '@tanstack/react-router';
import type { BlogPost } from '../../../../shared/content/blog.ts';
import { categorySlug } from '../../../content/blog.ts';
import { formatDate } from '../../../lib/format.ts';
import { mediaSrcSet } from '../../../lib/images.ts';
import classes from './Blog.module.css';

export function PostCard({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.postCard} data-testid="post-card">
      <img
        src={post.imageUrl}
        srcSet={mediaSrcSet(post.imageUrl)}
        sizes="(min-width: 62em) 30vw, 100vw"
        width={800}
        height={533}
        loading="lazy"
        alt={post.imageAlt}
        className={classes.postImage}
      />
      <div className={classes.postBody}>
        <p className={classes.postMeta}>
          <Link
            to="/blog/category/$category"
            params={{ category: categorySlug(post.category) }}
            className={classes.category}
          >
            {post.category}
          </Link>
          <span>{formatDate(post.date)}</span>
          <span>By {post.author.name}</span>
        </p>
        <Heading className={classes.postTitle}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={classes.postTitleLink}>
            {post.title}
          </Link>
        </Heading>
        <p className={classes.postExcerpt}>{post.excerpt}</p>
        <Link
          to="/blog/$slug"
          params={{ slug: post.slug }}
          className={classes.readMore}
          aria-label={`Read more: ${post.title}`}
        >
          Read more →
        </Link>
      </div>
    </article>
  );
}
