import { expect, test } from '@playwright/test';
import { readMessages } from '../support/message-files.ts';
import { mainWords, TRANSLATED_LANGUAGES } from './i18n-support.ts';
import { seriousViolations, waitForHydration } from './pages-support.ts';

/**
 * The landing page and the content pages (neighbourhood, location, contact, sitemap, other websites,
 * unsubscribe, privacy policy, terms) in Arabic, Russian and Chinese, on a phone (the `mobile`
 * project only): language and direction, the translated heading and title, no English left of the
 * page's own copy, the legal pages' note that English prevails, and axe in Arabic. One page load per
 * route and language.
 */

type Messages = Record<string, string>;

function messagesOf(locale: string): Messages {
  return readMessages(locale) as Messages;
}

function fill(message: string | undefined, values: Record<string, string>): string {
  return (message ?? '').replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

interface PageCase {
  path: string;
  /** The message key of the page's <h1>, and of its title when that is not the same. */
  heading: string;
  title?: string;
  /** English copy of the page: none of it may remain in a translated page. */
  english: string[];
}

const PAGES: PageCase[] = [
  {
    path: '/',
    heading: 'landing_hero_heading',
    title: 'landing_title',
    english: [
      'Explore Residences',
      'Arrange a Viewing',
      'SCROLL',
      'Scroll to the introduction',
      'Where Luxury Meets Tranquility',
      'Learn more from',
      'Dubai Land Department',
      'which regulates our licence',
      'Exquisite Design',
      'Prime Location',
      'Wellness Focus',
      'Aerial view',
      'Wellness & Lifestyle',
      'a lift ride from home',
      'The full wellness programme',
      'Download Wellness Brochure',
      'A Closer Look',
      'View Available Residences',
      'Frequently Asked Questions',
      'What types of residences are available?',
      'Can foreigners buy',
      'Contact For More Information',
    ],
  },
  {
    path: '/neighbourhood',
    heading: 'neighbourhood_heading',
    title: 'neighbourhood_title',
    english: [
      'Life around the Crescent',
      'minutes from your door',
      'Where residents go',
      'Filter attractions',
      'Hotels',
      'Restaurants',
      'Beach Clubs',
      'Luxury Hotel',
      'Fine Dining',
      'min by car',
      'Rated',
      'Visit Website',
      'opens in a new tab',
      'sky pools',
      'Need Help Finding a Property?',
      'Contact Our Agents',
    ],
  },
  {
    path: '/location',
    heading: 'location_heading',
    title: 'location_title',
    english: [
      'On the Crescent of the Palm',
      'The address',
      'Find the residences',
      'Travel times',
      'Minutes from everything',
      'International Airport',
      'by car',
      'Why the Crescent',
      'A quieter side of Dubai',
      'Quiet, yet connected',
      'A beach at the door',
      'What is your residence worth?',
      'Request a Valuation',
      'Map of Six Senses',
      'Loading map',
    ],
  },
  {
    path: '/contact-for-properties',
    heading: 'contact_page_title',
    english: [
      'Contact for Properties',
      'Owners and buyers',
      'Speak to our specialist',
      'Portrait of',
      'Senior Sales Consultant',
      'eleven years',
      'Phone:',
      'Email:',
      'Chat on WhatsApp',
      'Why Contact Directly?',
      'Exclusive Access',
      'Expert Guidance',
      'Personalized Service',
      'Talk to us today',
      'Call',
      'WhatsApp Us',
    ],
  },
  {
    path: '/sitemap',
    heading: 'sitemap_page_title',
    english: [
      'Site index',
      'Main Pages',
      'Services',
      'Market Information',
      'Blog Posts',
      'Floor Plans',
      'Neighbourhood',
      'Lettings & Property Management',
      'Other Websites',
      'Privacy Policy',
      'Terms & Conditions',
      'Market Listings',
    ],
  },
  {
    path: '/other-websites',
    heading: 'sister_title',
    english: [
      'Our network',
      'Other Websites',
      'Specialist sites',
      'Our other websites',
      'Visit ',
      'Previous site',
      'Next site',
      'Show ',
      'All sites',
      'Explore the network',
      'Mansions on the golf course',
      'Free, independent',
    ],
  },
  {
    path: '/newsletter/unsubscribe',
    heading: 'newsletter_page_invalid_title',
    title: 'newsletter_page_title',
    english: ['This link is not valid', 'unsubscribe link', 'Return Home', 'Contact Us'],
  },
  {
    path: '/privacy-policy',
    heading: 'privacy_title',
    english: [
      'Privacy Policy',
      'Last updated',
      'Who we are',
      'What we collect',
      'How we use it',
      'How long we keep it',
      'Your rights',
      'We never sell',
      'licensed by',
    ],
  },
  {
    path: '/terms',
    heading: 'terms_title',
    english: [
      'Terms & Conditions',
      'Last updated',
      'About these terms',
      'Property information',
      'Use of the website',
      'Liability',
      'Governing law',
      'good faith',
    ],
  },
];

for (const { locale, dir } of TRANSLATED_LANGUAGES) {
  const messages = messagesOf(locale);
  const site = messages.site_name ?? '';
  test.describe(`/${locale}/ content pages`, () => {
    for (const { path, heading, title, english } of PAGES) {
      const url = `/${locale}${path}`;
      test(`${url} is in ${locale}, ${dir}, with no English copy${locale === 'ar' ? ', and passes axe' : ''}`, async ({
        page,
      }) => {
        test.setTimeout(locale === 'ar' ? 90_000 : 30_000);
        // Sections fade in as they scroll into view; with reduced motion they are shown at once,
        // fully opaque, so axe reads the real colours and innerText sees every section.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const headingText = messages[heading] ?? '';
        expect(headingText).not.toBe('');
        await expect(page.locator('main h1')).toHaveText(headingText);
        const pageTitle = fill(messages[title ?? heading], { site });
        await expect(page).toHaveTitle(title === 'landing_title' ? pageTitle : `${pageTitle} | ${site}`);
        await waitForHydration(page, page.locator('header button[aria-haspopup="dialog"]'));

        // Case-insensitive: some labels are set in capitals by CSS, which innerText applies.
        const words = (await mainWords(page)).toLowerCase();
        expect(english.filter((phrase) => words.includes(phrase.toLowerCase()))).toEqual([]);
        if (path === '/privacy-policy' || path === '/terms')
          await expect(page.getByTestId('legal-english-prevails')).toHaveText(messages.legal_english_prevails ?? '');
        if (locale === 'ar') expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the English legal pages carry no translation note', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('main h1')).toHaveText('Terms & Conditions');
  await expect(page.getByText('Last updated 22 November 2026')).toBeVisible();
  await expect(page.getByTestId('legal-english-prevails')).toHaveCount(0);
});
