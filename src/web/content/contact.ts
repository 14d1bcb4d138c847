import { m } from '../../shared/paraglide/messages.js';

/** The owner-contact page: the agency's direct lines for owners. Its words are messages (keys `contact_page_*`). */

export const CONTACT_OWNER = {
  name: 'Layla Haddad',
  role: m.contact_page_role,
  photo: '/media/agents/layla-haddad.webp',
  bio: m.contact_page_bio,
} as const;

export const WHY_CONTACT_DIRECTLY: readonly { id: string; title: () => string; text: () => string }[] = [
  { id: 'access', title: m.contact_page_access_title, text: m.contact_page_access_text },
  { id: 'guidance', title: m.contact_page_guidance_title, text: m.contact_page_guidance_text },
  { id: 'service', title: m.contact_page_service_title, text: m.contact_page_service_text },
];
