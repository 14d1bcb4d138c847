import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY } from '../../content/legal.ts';
import { renderToHtml, textOf } from '../../test/render.tsx';
import { LegalPage } from './LegalPage.tsx';

describe('LegalPage', () => {
  it('renders the title, breadcrumbs and numbered sections', async () => {
    const text = textOf(await renderToHtml(<LegalPage document={PRIVACY_POLICY} />, '/privacy-policy'));
    expect(text).toContain('Home / Privacy Policy');
    expect(text).toContain('1. Who we are');
    expect(text).toContain(`${PRIVACY_POLICY.sections.length}. Your rights`);
  });
});
