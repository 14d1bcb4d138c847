import { AGENCY } from '../../shared/agency.ts';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  updated: string;
  sections: LegalSection[];
}

/** /privacy-policy: how the agency handles what visitors send through the site. */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  description: `How ${AGENCY.name} collects, uses and protects the personal data you share with us.`,
  updated: '22 November 2026',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${AGENCY.name} is a real-estate agency licensed by the ${AGENCY.regulator.name} (our registration numbers are at the foot of every page), with offices at ${AGENCY.address.line}. We are responsible for the personal data described in this policy.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'When you send an enquiry, request a viewing or a valuation, or subscribe to our newsletter, we collect the details you enter: your name, e-mail address, telephone number, the residence or service you are interested in and your message.',
        'Our server also records technical information needed to run the site securely, such as your IP address and the time of your request. We do not use advertising trackers.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your details only to answer your enquiry, arrange viewings, prepare valuations, send the newsletter you asked for and meet our legal obligations as a licensed agency.',
        'We never sell your personal data. We share it only with the developer, owner or service provider directly involved in your request, and only as far as your request needs it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Enquiries are kept for as long as we are in contact with you and for up to three years afterwards, unless the law requires longer. You can unsubscribe from the newsletter at any time.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `Under the UAE Personal Data Protection Law you may ask to see, correct or delete the data we hold about you, or object to its use. Write to ${AGENCY.email} and we will reply within 30 days.`,
      ],
    },
  ],
};

/** /terms: the conditions of using the website. */
export const TERMS: LegalDocument = {
  title: 'Terms & Conditions',
  description: `The terms on which ${AGENCY.name} makes this website available.`,
  updated: '22 November 2026',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        `This website is operated by ${AGENCY.name}, licensed by the ${AGENCY.regulator.name} (our registration numbers are at the foot of every page). By using it you accept these terms.`,
      ],
    },
    {
      heading: 'Property information',
      paragraphs: [
        'Descriptions, prices, floor plans, sizes and images are provided in good faith for information only. They do not form part of any offer or contract and may change without notice. Availability must be confirmed with us.',
        'Marketing images may include artist impressions. Please rely on your own inspection, the developer’s documents and professional advice before committing to a purchase or lease.',
      ],
    },
    {
      heading: 'Use of the website',
      paragraphs: [
        'You may browse and share pages for personal, non-commercial purposes. You may not copy the content in bulk, interfere with the site’s operation or submit false or misleading information.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for losses arising from reliance on the website’s content or from its temporary unavailability.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Emirate of Dubai and the federal laws of the UAE, and the courts of Dubai have jurisdiction.',
      ],
    },
  ],
};
