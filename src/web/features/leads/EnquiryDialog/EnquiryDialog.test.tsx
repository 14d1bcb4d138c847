import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../../test/render.tsx';
import { EnquiryForm, enquiryMessage } from './EnquiryDialog.tsx';

describe('EnquiryDialog', () => {
  it('prefixes the message with the residence', () => {
    expect(enquiryMessage('Penthouse B1', '  Is it available?  ')).toBe(
      'Enquiry about: Penthouse B1\n\nIs it available?',
    );
    expect(enquiryMessage('Penthouse B1', '')).toBe('Enquiry about: Penthouse B1');
  });

  it('requires name and e-mail and leaves phone and message optional', async () => {
    const html = await renderToHtml(
      <EnquiryForm residence="Penthouse B1" onSubmit={() => undefined} onCancel={() => undefined} />,
    );
    const field = (name: string) => new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(field('name')).toContain('required');
    expect(field('email')).toContain('required');
    expect(field('email')).toContain('type="email"');
    expect(field('phone')).not.toBe('');
    expect(field('phone')).not.toContain('required');
    expect(field('message')).not.toBe('');
    expect(field('message')).not.toContain('required');
  });

  it('offers news and offers as a separate choice, unticked and not required', async () => {
    const html = await renderToHtml(
      <EnquiryForm residence="Penthouse B1" onSubmit={() => undefined} onCancel={() => undefined} />,
    );
    const box = /<input[^>]*name="marketing"[^>]*>/.exec(html)?.[0] ?? '';
    expect(box).toContain('type="checkbox"');
    expect(box).not.toMatch(/\bchecked\b/);
    expect(box).not.toContain('required');
    expect(html).toContain('Send me news and offers');
  });
});
