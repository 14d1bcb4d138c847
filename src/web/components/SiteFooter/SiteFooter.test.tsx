import { describe, expect, it } from 'vitest';
import { AGENCY } from '../../../shared/agency.ts';
import { renderWithAppContext } from '../../lib/render-with-app-context.tsx';
import { textOf } from '../../test/render-to-html.tsx';
import { SiteFooter } from './SiteFooter.tsx';

const hrefs = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*)"/g)].map((match) => match[1]);

describe('SiteFooter', () => {
  it('shows the copyright line with the current year, the regulator number and the address', async () => {
    const text = textOf(await renderWithAppContext(<SiteFooter />));
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date());
    expect(text).toContain(`© ${year} Six Senses Residences Palm Jumeirah. All rights reserved.`);
    expect(text).toContain(AGENCY.regulator.registration);
    expect(text).toContain(AGENCY.address.line);
  });

  it('links the telephone and e-mail from the agency config', async () => {
    const html = await renderWithAppContext(<SiteFooter />);
    expect(html).toContain(`href="tel:${AGENCY.phone.e164}"`);
    expect(html).toContain(`href="mailto:${AGENCY.email}"`);
  });

  it('links the anchors in place on the landing page and through it elsewhere', async () => {
    const landing = hrefs(await renderWithAppContext(<SiteFooter />, '/'));
    expect(landing).toEqual(expect.arrayContaining(['#properties', '#amenities', '#location', '#gallery', '#contact']));
    const elsewhere = hrefs(await renderWithAppContext(<SiteFooter />, '/about'));
    expect(elsewhere).toEqual(expect.arrayContaining(['/#properties', '/#contact']));
    expect(elsewhere).not.toContain('#contact');
  });

  it('links pages, the four residence types, legal pages and social profiles', async () => {
    const html = await renderWithAppContext(<SiteFooter />);
    const links = hrefs(html);
    expect(links).toEqual(
      expect.arrayContaining([
        '/neighbourhood',
        '/valuations',
        '/sitemap',
        '/privacy-policy',
        '/terms',
        AGENCY.social.instagram,
      ]),
    );
    expect(links.filter((href) => href === '/floor-plans').length).toBeGreaterThanOrEqual(4);
    for (const name of ['Signature Villas', 'Sky Villas', 'Penthouses', 'Sky Palaces'])
      expect(textOf(html)).toContain(name);
    expect(html).toContain('aria-label="Instagram (opens in a new tab)"');
  });

  it('has a newsletter form with an e-mail input', async () => {
    const html = await renderWithAppContext(<SiteFooter />);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required/);
    expect(textOf(html)).toContain('Subscribe');
  });
});
