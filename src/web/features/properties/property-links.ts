import { m } from '../../../shared/paraglide/messages.js';
import { formatAed } from '../../lib/format-money.ts';

interface Enquiry {
  title: string;
  price: string | number | null | undefined;
}

// The visitor sends these messages themselves, so they are written in the page's language.

/** wa.me link to the agent's number (digits only) with a prefilled message naming the residence and its price. */
export function agentWhatsappLink(phone: string, { title, price }: Enquiry): string {
  const text = m.property_whatsapp_text({ title, price: formatAed(price) });
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** mailto: link with a subject and a body naming the residence and its price. */
export function agentMailtoLink(email: string, { title, price }: Enquiry): string {
  const subject = m.property_email_subject({ title });
  const body = m.property_email_body({ title, price: formatAed(price) });
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
