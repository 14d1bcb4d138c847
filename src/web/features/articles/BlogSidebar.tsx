import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AGENCY, agencyLinks } from '../../../shared/agency.ts';
import type { ArticleCard } from '../../../shared/articles/schemas.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { BLOG_FEATURED_PROPERTY_ID, BLOG_INDUSTRY_LINKS, categoryCounts, categoryLabel } from '../../content/blog.ts';
import { formatNumber } from '../../lib/format.ts';
import { intlLocale } from '../../lib/i18n.ts';
import classes from './Blog.module.css';

/** Categories with counts (of the published `posts`), the featured property, industry links and an expert to call. */
export function BlogSidebar({ posts, activeSlug }: { posts: readonly ArticleCard[]; activeSlug?: string }) {
  const locale = intlLocale();
  return (
    <aside className={classes.sidebar} aria-label={m.blog_sidebar_label()}>
      <section className={classes.widget}>
        <h2 className={classes.widgetTitle}>{m.blog_categories()}</h2>
        <ul className={classes.widgetList}>
          {categoryCounts(posts).map(({ category, slug, count }) => (
            <li key={slug}>
              <Link
                to="/blog/category/$category"
                params={{ category: slug }}
                className={classes.categoryLink}
                aria-current={activeSlug === slug ? 'page' : undefined}
              >
                <span>{categoryLabel(category)}</span>
                <span className={classes.count}>{formatNumber(count, locale)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={classes.widget}>
        <h2 className={classes.widgetTitle}>{m.blog_featured_title()}</h2>
        <img
          src="/media/properties/royal-penthouse-1-800.webp"
          width={800}
          height={533}
          loading="lazy"
          alt={m.blog_featured_alt()}
          className={classes.widgetImage}
        />
        <p className={classes.widgetText}>{m.blog_featured_text()}</p>
        <Link to="/properties/$id" params={{ id: String(BLOG_FEATURED_PROPERTY_ID) }} className={classes.textLink}>
          {m.blog_featured_link()}
        </Link>
      </section>
      <section className={classes.widget}>
        <h2 className={classes.widgetTitle}>{m.blog_industry_links()}</h2>
        <ul className={classes.widgetList}>
          {BLOG_INDUSTRY_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={classes.textLink}>
                {link.label()}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className={classes.widget} data-tone="ink">
        <h2 className={classes.widgetTitle}>{m.blog_expert_title()}</h2>
        <p className={classes.widgetText}>{m.blog_expert_text()}</p>
        <Button component="a" href={agencyLinks.phone} fullWidth mb="xs">
          {/* One inline run: in the button's flex label a bare space between two items would be dropped. */}
          <span>
            {m.blog_expert_call()} <bdi dir="ltr">{AGENCY.phone.display}</bdi>
          </span>
        </Button>
        <Button component="a" href={agencyLinks.email} fullWidth variant="white" color="dark">
          {m.blog_expert_email()}
        </Button>
      </section>
    </aside>
  );
}
