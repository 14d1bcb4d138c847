import { describe, expect, it } from 'vitest';
import { AGENCY } from '../../../../shared/agency.ts';
import { renderToHtml } from '../../../test/render.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

describe('WhatsAppButton', () => {
  it('opens a WhatsApp chat with the agency in a new tab', async () => {
    const html = await renderToHtml(<WhatsAppButton />);
    expect(html).toContain(`href="https://wa.me/${AGENCY.whatsapp}?text=`);
    expect(html).toContain('aria-label="Chat on WhatsApp"');
    expect(html).toContain('target="_blank"');
  });

  it("carries the 'Chat on WhatsApp' tooltip text", async () => {
    const html = await renderToHtml(<WhatsAppButton />);
    expect(html).toMatch(/<span class="[^"]*tooltip[^"]*" aria-hidden="true">Chat on WhatsApp<\/span>/);
  });
});
