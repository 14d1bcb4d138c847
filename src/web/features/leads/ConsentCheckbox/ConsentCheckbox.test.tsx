import { describe, expect, it } from 'vitest';
import { CONSENT_WORDINGS } from '../../../../shared/inquiries/consent.ts';
import { renderToHtml, textOf } from '../../../test/render.tsx';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';

describe('ConsentCheckbox', () => {
  it('labels the box with the stored wording, word for word, linking the privacy policy', async () => {
    const html = await renderToHtml(<ConsentCheckbox version="privacy-2026-11" policyHref="/privacy-policy" />);
    expect(textOf(html)).toContain(CONSENT_WORDINGS['privacy-2026-11'].text);
    expect(html).toMatch(/<a[^>]*href="\/privacy-policy"[^>]*>privacy policy<\/a>/);
  });

  it('renders a wording without a policy link as plain text, unticked', async () => {
    const html = await renderToHtml(<ConsentCheckbox version="marketing-2026-11" name="marketing" />);
    expect(textOf(html)).toContain('Send me news and offers');
    expect(html).not.toContain('<a');
    expect(/<input[^>]*name="marketing"[^>]*>/.exec(html)?.[0]).not.toMatch(/\bchecked\b/);
  });
});
