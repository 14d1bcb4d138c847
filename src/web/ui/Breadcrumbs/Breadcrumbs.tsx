import { Breadcrumbs as MantineBreadcrumbs } from '@mantine/core';
import { Link, useLocation, useRouteContext } from '@tanstack/react-router';
import { m } from '../../../shared/paraglide/messages.js';
import { breadcrumbJsonLd, buildBreadcrumbs } from './breadcrumbs.ts';
import { JsonLd } from '../JsonLd/JsonLd.tsx';
import classes from './Breadcrumbs.module.css';

export interface BreadcrumbsProps {
  /** The path to describe; the current location when omitted. */
  path?: string;
  /** Replaces the last label (e.g. an article's title instead of its slug). */
  currentLabel?: string;
  /** 'light' for use on a dark hero image. */
  variant?: 'dark' | 'light';
  className?: string;
}

/**
 * Home plus one link per path segment, with BreadcrumbList structured data. Renders nothing when
 * the trail would only be 'Home', which tells the visitor nothing.
 */
export function Breadcrumbs({ path, currentLabel, variant = 'dark', className }: BreadcrumbsProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { siteUrl } = useRouteContext({ from: '__root__' });
  const crumbs = buildBreadcrumbs(path ?? pathname, { currentLabel });
  if (crumbs.length <= 1) return null;

  return (
    <nav
      aria-label={m.breadcrumbs_label()}
      className={[classes.nav, className].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      <MantineBreadcrumbs
        separator="/"
        separatorMargin="xs"
        classNames={{ root: classes.root, separator: classes.separator }}
      >
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <Link
              key={crumb.href}
              to={crumb.href}
              className={current ? classes.current : classes.link}
              // The router marks fuzzy-matching ancestors active too; only the last step is the page.
              activeOptions={{ exact: true }}
              activeProps={{ 'aria-current': current ? 'page' : undefined }}
              aria-current={current ? 'page' : undefined}
            >
              {crumb.label}
            </Link>
          );
        })}
      </MantineBreadcrumbs>
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl)} />
    </nav>
  );
}
