import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../test/render.tsx';
import { MessageScreen } from './MessageScreen.tsx';

describe('MessageScreen', () => {
  it('reports an outcome as a status under its title, with the ways on and no large figure', async () => {
    const html = await renderToHtml(
      <MessageScreen id="outcome-title" title="You are unsubscribed" text="No more newsletters." status>
        <a href="/">Return Home</a>
      </MessageScreen>,
    );
    expect(html).toMatch(/<section[^>]*aria-labelledby="outcome-title"/);
    expect(html).toMatch(/<h1[^>]*id="outcome-title"[^>]*>You are unsubscribed<\/h1>/);
    expect(html).toMatch(/<p[^>]*role="status"[^>]*>No more newsletters.<\/p>/);
    expect(html).not.toContain('aria-hidden="true">404');
    expect(html).toContain('<a href="/">Return Home</a>');
  });

  it('shows a large figure above the title, hidden from screen readers, and a plain text', async () => {
    const html = await renderToHtml(
      <MessageScreen id="missing-title" code="404" title="Page Not Found" text="Gone.">
        <a href="/">Return Home</a>
      </MessageScreen>,
    );
    expect(html).toMatch(/<p[^>]*aria-hidden="true"[^>]*>404<\/p>/);
    expect(html).not.toContain('role="status"');
  });
});
