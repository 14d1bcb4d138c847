import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY } from '../../content/legal.ts';
import { renderWithAppContext } from '../../test/render-with-app-context.tsx';
import { textOf } from '../../test/render-to-html.tsx';
import { LegalPage } from './LegalPage.tsx';

describe('LegalPage', () => {
  it('renders the title, breadcrumbs and numbered sections', async () => {
    const text = textOf(await renderWithAppContext(<LegalPage document={PRIVACY_POLICY} />, '/privacy-policy'));
    expect(text).toContain('Home / Privacy Policy');
    expect(text).toContain('1. Who we are');
    expect(text).toContain(`${PRIVACY_POLICY.sections.length}. Your rights`);
  });
});
