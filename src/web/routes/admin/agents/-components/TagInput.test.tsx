import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../../../test/render.tsx';
import { TagInput } from './TagInput.tsx';

describe('TagInput', () => {
  it('shows each tag with a cross to remove it, and an Add button', async () => {
    const html = await renderToHtml(
      <TagInput label="Languages" value={['English', 'Arabic']} onChange={() => undefined} />,
    );
    expect(textOf(html)).toContain('English');
    expect(html).toContain('aria-label="Remove Arabic"');
    expect(html).toContain('aria-label="Add language"');
  });
});
