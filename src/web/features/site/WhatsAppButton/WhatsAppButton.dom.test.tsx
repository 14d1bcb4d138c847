import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whatsappReferenceIn } from '../../../../shared/integrations/whatsapp.ts';
import { renderInDom } from '../../../test/render.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

describe('WhatsAppButton, tapped', () => {
  it('prefills the greeting and a fresh reference the server can read back, a new one per tap', async () => {
    await renderInDom(<WhatsAppButton />);
    const link = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    // The browser follows the link after the handler: fireEvent does the same without leaving the page.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    const first = new URL(link.getAttribute('href')!).searchParams.get('text')!;
    const reference = whatsappReferenceIn(first);
    expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(first).toMatch(/^Hello.*\n\nRef [2-9A-HJKMNP-Z]{6}$/s);
    fireEvent.click(link);
    const second = new URL(link.getAttribute('href')!).searchParams.get('text')!;
    expect(whatsappReferenceIn(second)).not.toBe(reference);
  });
});
