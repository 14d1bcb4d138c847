/** The owner-contact page: the agency's direct lines for owners. */

export const CONTACT_OWNER = {
  name: 'Layla Haddad',
  role: 'Senior Sales Consultant, Six Senses Residences',
  photo: '/media/agents/layla-haddad.webp',
  bio: 'Layla has advised buyers, sellers and landlords on Palm Jumeirah for eleven years. She knows every floor plan at the residences and handles owners’ enquiries personally.',
} as const;

export const WHY_CONTACT_DIRECTLY: readonly { title: string; text: string }[] = [
  { title: 'Exclusive Access', text: 'Hear about residences offered privately, before they reach the portals.' },
  { title: 'Expert Guidance', text: 'Pricing, paperwork and timing from someone who sells only on the Palm.' },
  { title: 'Personalized Service', text: 'One consultant from first call to handover, available when you are.' },
];
