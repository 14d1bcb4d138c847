import { describe, expect, it } from 'vitest';
import { AGENCY } from '../../../shared/agency.ts';
import { renderToHtml, textOf } from '../../test/render-to-html.tsx';
import { SiteFooter } from './SiteFooter.tsx';

describe('SiteFooter', () => {
  it('shows the copyright line with the current year, the regulator number and the address', async () => {
    const text = textOf(await renderToHtml(<SiteFooter />));
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date());
    expect(text).toContain(`© ${year} Six Senses Residences Palm Jumeirah. All rights reserved.`);
    expect(text).toContain(AGENCY.regulator.registration);
    expect(text).toContain(AGENCY.address.line);
  });

  it('links the telephone and e-mail from the agency config', async () => {
    const html = await renderToHtml(<SiteFooter />);
    expect(html).toContain(`href="tel:${AGENCY.phone.e164}"`);
    expect(html).toContain(`href="mailto:${AGENCY.email}"`);
  });
});
