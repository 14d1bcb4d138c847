import { useState, type ReactNode } from 'react';
import { sameValues, useIsHydrating } from '../../lib/hydration/use-is-hydrating.ts';
import classes from './StaticContent.module.css';

/** An empty inner HTML that React leaves alone when hydrating: the server's children stay as they are. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * Content that needs no JavaScript to be read: text, pictures and plain links. The server renders it;
 * the first page load keeps the server's HTML and does not hydrate it, so its components never run in
 * the browser and the page becomes interactive sooner. A link in it is followed by the router (see
 * `followStaticLinks`).
 *
 * The content is rendered in the browser like any other once something it shows changes: a value in
 * `watch` (the data or the display preferences it reads) differs from what the page was hydrated
 * with. After a navigation in the browser, or when mounted by an interaction, it renders at once.
 * Nothing interactive (a handler, state, a form) belongs inside; its box is `display: contents`, so
 * the page's layout is as without it. Give it a component to render (`<PropertySummary property={…} />`)
 * rather than a tree built in the caller: the caller's own work (formatting, messages) runs while it
 * hydrates, the child component's does not.
 */
export function StaticContent({ watch = [], children }: { watch?: readonly unknown[]; children: ReactNode }) {
  const hydrating = useIsHydrating();
  // What the server rendered with, kept from the hydration; null on the server and for a browser mount.
  const [hydratedWith] = useState(() => (hydrating ? watch : null));
  const [rendered, setRendered] = useState(hydratedWith === null);
  if (!rendered && !sameValues(watch, hydratedWith ?? [])) setRendered(true);
  if (!rendered) {
    return (
      <div
        className={classes.content}
        data-static-content=""
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
    );
  }
  return (
    <div className={classes.content} data-static-content="">
      {children}
    </div>
  );
}
