import { describe, expect, it } from 'vitest';
import { AGENCY } from '../../../../shared/agency.ts';
import type { AgencyRegistrationView } from '../../../../shared/agency/types.ts';
import { renderToHtml, textOf } from '../../../test/render.tsx';
import type { RouterContext } from '../../../router-context.ts';
import { SiteFooter } from './SiteFooter.tsx';

const REGISTRATION: AgencyRegistrationView = {
  tradeLicenceNumber: '1093427',
  reraOrn: '31204',
  registeredAddress: 'Office 1404, Crescent West Tower, Palm Jumeirah, Dubai',
  developerName: 'Select Group',
  projectName: 'Six Senses Residences The Palm',
  projectRegistrationNumber: '2749',
  escrowAccountNumber: 'AE510260001015550123456',
  escrowBank: 'Emirates NBD',
  updatedAt: '2026-11-22T00:00:00.000Z',
};

/** The registration in the cache, as the root loader leaves it. */
const withRegistration = ({ queryClient, trpc }: RouterContext) =>
  queryClient.setQueryData(trpc.agency.registration.queryKey(), REGISTRATION);

const hrefs = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*)"/g)].map((match) => match[1]);

describe('SiteFooter', () => {
  it('shows the copyright line with the current year, the regulator number and the address', async () => {
    const text = textOf(await renderToHtml(<SiteFooter />, '/', withRegistration));
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date());
    expect(text).toContain(`© ${year} Six Senses Residences Palm Jumeirah. All rights reserved.`);
    expect(text).toContain(`Licensed by the ${AGENCY.regulator.name} · RERA ORN 31204`);
    expect(text).toContain(AGENCY.address.line);
  });

  it('shows the agency’s and the project’s registration in a Regulatory block', async () => {
    const text = textOf(await renderToHtml(<SiteFooter />, '/about', withRegistration));
    for (const fact of [
      'Regulatory',
      'Developer Select Group',
      'Project Six Senses Residences The Palm',
      'RERA project no. 2749',
      'Escrow account Emirates NBD · AE510260001015550123456',
      'Trade licence 1093427',
      'Registered office Office 1404, Crescent West Tower, Palm Jumeirah, Dubai',
    ])
      expect(text).toContain(fact);
  });

  it('leaves the block and the number out until the registration is known', async () => {
    const html = await renderToHtml(<SiteFooter />);
    expect(textOf(html)).toContain(`Licensed by the ${AGENCY.regulator.name}`);
    expect(textOf(html)).not.toContain('RERA ORN');
    expect(html).not.toContain('footer-regulatory');
    expect(textOf(html)).not.toContain('Trade licence');
  });

  it('links the telephone and e-mail from the agency config', async () => {
    const html = await renderToHtml(<SiteFooter />);
    expect(html).toContain(`href="tel:${AGENCY.phone.e164}"`);
    expect(html).toContain(`href="mailto:${AGENCY.email}"`);
  });

  it('links the anchors in place on the landing page and through it elsewhere', async () => {
    const landing = hrefs(await renderToHtml(<SiteFooter />, '/'));
    expect(landing).toEqual(expect.arrayContaining(['#properties', '#amenities', '#location', '#gallery', '#contact']));
    const elsewhere = hrefs(await renderToHtml(<SiteFooter />, '/about'));
    expect(elsewhere).toEqual(expect.arrayContaining(['/#properties', '/#contact']));
    expect(elsewhere).not.toContain('#contact');
  });

  it('links pages, the four residence types, legal pages and social profiles', async () => {
    const html = await renderToHtml(<SiteFooter />);
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
    const html = await renderToHtml(<SiteFooter />);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required/);
    expect(textOf(html)).toContain('Subscribe');
  });
});
