import { describe, expect, it } from 'vitest';
import { htmlToText, isHtml } from './rich-text.ts';

describe('isHtml', () => {
  it('is true only with angle brackets', () => {
    expect(isHtml('<p>x</p>')).toBe(true);
    expect(isHtml('Plain text')).toBe(false);
  });
});

describe('htmlToText', () => {
  it('keeps the words of sanitised markup, one space between blocks', () => {
    expect(htmlToText('<p>Sea <strong>views</strong></p>\n<ul><li>Pool</li><li>Spa</li></ul>')).toBe(
      'Sea views Pool Spa',
    );
  });

  it('turns the entities the sanitiser writes back into characters, once', () => {
    expect(htmlToText('<p>5 &lt; 6 &amp; 7 &gt; 6, &quot;B1&quot;</p>')).toBe('5 < 6 & 7 > 6, "B1"');
    expect(htmlToText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('leaves plain text as it is', () => {
    expect(htmlToText('A garden villa raised above the beach.')).toBe('A garden villa raised above the beach.');
  });
});
