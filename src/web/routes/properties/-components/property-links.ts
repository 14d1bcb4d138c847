import { formatAed } from '../../../lib/format.ts';

interface Enquiry {
  title: string;
  price: string | number | null | undefined;
}

/** wa.me link to the agent's number (digits only) with a prefilled message naming the residence and its price. */
export function agentWhatsappLink(phone: string, { title, price }: Enquiry): string {
  const text = `Hello, I am interested in ${title} (${formatAed(price)}). Could you share more details?`;
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** mailto: link with a subject and a body naming the residence and its price. */
export function agentMailtoLink(email: string, { title, price }: Enquiry): string {
  const subject = `Enquiry: ${title}`;
  const body = `Hello,\n\nI am interested in ${title} (${formatAed(price)}). Please contact me with more details.\n\nThank you.`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
