/** The /about page's sections. */

export interface AboutSection {
  id: string;
  title: string;
  paragraphs: string[];
  image: string;
  imageAlt: string;
}

export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    id: 'luxury-living',
    title: 'Luxury Living',
    paragraphs: [
      'Six Senses Residences is a collection of homes on the western Crescent of Palm Jumeirah: apartments, sky villas, penthouses and beachfront signature villas, from about 1,980 to 26,514 square feet.',
      'Every residence is finished in natural materials and planned around light and the sea, and is managed by Six Senses, the hotel and wellness operator.',
    ],
    image: '/media/gallery/interior-2.webp',
    imageAlt: 'A living room finished in oak and stone opening onto a sea-view terrace',
  },
  {
    id: 'amenities',
    title: 'Amenities',
    paragraphs: [
      'Residents share a 60,000 square-foot wellness hub with spa, pools, gym and recovery suite, a private beach, a members’ club, a cinema and a kids’ club.',
      'Hotel services, from housekeeping to in-residence dining, are available whenever they are wanted.',
    ],
    image: '/media/amenities/wellness-hub.webp',
    imageAlt: 'The wellness hub’s indoor pool lit by daylight',
  },
  {
    id: 'location-benefits',
    title: 'Location Benefits',
    paragraphs: [
      'The Crescent is the quietest part of the Palm, with open sea views and sunsets over the Gulf. Nakheel Mall is five minutes away, Dubai Marina and the Mall of the Emirates about twenty-five, and both the financial centre and the international airport about thirty-five.',
    ],
    image: '/media/aerial.webp',
    imageAlt: 'An aerial view of the Palm Jumeirah Crescent',
  },
  {
    id: 'investment',
    title: 'Investment Opportunities',
    paragraphs: [
      'Branded residences hold their value well and let easily: homes here achieve gross rental yields of 6 to 8%. Purchases from the developer followed a 40/60 payment plan, and handover is expected at the end of 2025.',
    ],
    image: '/media/gallery/exterior-1.webp',
    imageAlt: 'The residences’ terraced façade above the beach',
  },
  {
    id: 'brand-experience',
    title: 'The Six Senses Experience',
    paragraphs: [
      'Six Senses is known worldwide for resorts where guests sleep better and live more lightly. The residences bring its programmes on sleep, nutrition and movement, and its care for the environment, into everyday life.',
    ],
    image: '/media/amenities/spa.webp',
    imageAlt: 'A quiet spa treatment room in warm stone',
  },
];
