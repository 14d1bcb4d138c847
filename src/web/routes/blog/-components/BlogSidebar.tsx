import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AGENCY, agencyLinks } from '../../../../shared/agency.ts';
import { BLOG_FEATURED_PROPERTY_ID, BLOG_INDUSTRY_LINKS, categoryCounts } from '../../../content/blog.ts';
import classes from './Blog.module.css';

/** Categories with counts, the featured property, industry links and an expert to call. */
export function BlogSidebar({ activeSlug }: { activeSlug?: string }) {
  return (
    <aside className={classes.sidebar} aria-label="Blog sidebar">
      <section className={classes.widget}>
        <h2 className={classes.widgetTitle}>Categories</h2>
        <ul className={classes.widgetList}>
          {categoryCounts().map(({ category, slug, count }) => (
            <li key={slug}>
              <Link
                to="/blog/category/$category"
                params={{ category: slug }}
                className={classes.categoryLink}
                aria-current={activeSlug === slug ? 'page' : undefined}
              >
                <span>{category}</span>
                <span className={classes.count}>{count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={classes.widget}>
        <h2 className={classes.widgetTitle}>Featured Property</h2>
        <img
          src="/media/properties/royal-penthouse-1-800.webp"
          width={800}
          height={533}
          loading="lazy"
          alt="The Royal Penthouse living room with views over the Gulf"
          className={classes.widgetImage}
        />
        <p className={classes.widgetText}>
          The Royal Penthouse: four suites, a private rooftop and views across the whole Palm.
        </p>
        <Link to="/properties/$id" params={{ id: String(BLOG_FEATURED_PROPERTY_ID) }} className={classes.textLink}>
          View the Royal Penthouse
        </Link>
      </section>
      <section className={classes.widget}>
        <h2 className={classes.widgetTitle}>Industry Links</h2>
        <ul className={classes.widgetList}>
          {BLOG_INDUSTRY_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={classes.textLink}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className={classes.widget} data-tone="ink">
        <h2 className={classes.widgetTitle}>Speak to an Expert</h2>
        <p className={classes.widgetText}>
          Questions about buying, selling or letting at the residences? Our specialists reply the same day.
        </p>
        <Button component="a" href={agencyLinks.phone} fullWidth mb="xs">
          Call {AGENCY.phone.display}
        </Button>
        <Button component="a" href={agencyLinks.email} fullWidth variant="white" color="dark">
          Email Us
        </Button>
      </section>
    </aside>
  );
}
