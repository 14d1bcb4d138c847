import { describe, expect, it } from 'vitest';
import { AGENCY } from '../../../../shared/agency.ts';
import { renderToHtml, textOf } from '../../../test/render.tsx';
import { SiteHeader } from './SiteHeader.tsx';

describe('SiteHeader', () => {
  it('links the logo home with the development name', async () => {
    const html = await renderToHtml(<SiteHeader />);
    // The home link that is not the language switcher's link to the English page.
    const logo = /<a(?![^>]*hrefLang)[^>]*href="\/"[^>]*>([\s\S]*?)<\/a>/.exec(html);
    expect(logo).not.toBeNull();
    expect(textOf(logo?.[1] ?? '')).toBe('Six Senses Residences · Palm Jumeirah');
  });

  it('states the licence and the speciality, and has the MENU button', async () => {
    const html = await renderToHtml(<SiteHeader />);
    expect(textOf(html)).toContain('RERA licensed · Palm Jumeirah specialists');
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>[\s\S]*?MENU<\/span><\/button>/);
  });

  it('sends ENQUIRE NOW to #contact on the landing page and to /#contact elsewhere', async () => {
    expect(await renderToHtml(<SiteHeader />, '/')).toMatch(/<a[^>]*href="#contact"[^>]*>[\s\S]*?ENQUIRE NOW/);
    expect(await renderToHtml(<SiteHeader />, '/properties')).toMatch(
      /<a[^>]*href="\/#contact"[^>]*>[\s\S]*?ENQUIRE NOW/,
    );
  });

  it('has the contact strip with phone, e-mail and chat', async () => {
    const html = await renderToHtml(<SiteHeader />);
    expect(html).toContain(`href="tel:${AGENCY.phone.e164}"`);
    expect(html).toContain(`href="mailto:${AGENCY.email}"`);
    expect(html).toContain(`href="https://wa.me/${AGENCY.whatsapp}"`);
  });
});
