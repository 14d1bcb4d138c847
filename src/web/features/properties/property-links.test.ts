import { describe, expect, it } from 'vitest';
import { agentMailtoLink, agentWhatsappLink } from './property-links.ts';

describe('agent links', () => {
  it('sends WhatsApp to the phone digits with the title and price', () => {
    const link = new URL(agentWhatsappLink('+971 50 123 4567', { title: 'Penthouse B1', price: '19750000' }));
    expect(link.origin + link.pathname).toBe('https://wa.me/971501234567');
    expect(link.searchParams.get('text')).toBe(
      'Hello, I am interested in Penthouse B1 (AED 19.8M). Could you share more details?',
    );
  });

  it('writes an e-mail with a subject and a body naming the residence and price', () => {
    const link = agentMailtoLink('layla@example.ae', { title: 'Sky Villa', price: '0' });
    expect(link.startsWith('mailto:layla@example.ae?subject=Enquiry%3A%20Sky%20Villa&body=')).toBe(true);
    expect(decodeURIComponent(link.split('body=')[1] ?? '')).toContain('Sky Villa (Price on Request)');
  });
});
