import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { element, feedTime, plainText, text, xmlDocument } from './xml.ts';

describe('the feeds’ XML', () => {
  it('carries any text safely in CDATA, even one that closes CDATA or holds control characters', () => {
    const title = 'Sea & sky <b>]]></b>\u0007 — إطلالة';
    const xml = xmlDocument('Properties', [element('Property', [text('Property_Title', title)])]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml) as { Properties: { Property: { Property_Title: string } } };
    expect(parsed.Properties.Property.Property_Title).toBe('Sea & sky <b>]]></b> — إطلالة');
  });

  it('leaves out empty lists and missing values, but never the root', () => {
    expect(element('Videos', [])).toBe('');
    expect(text('Property_Title_AR', null)).toBe('');
    expect(xmlDocument('list', [], { listing_count: '0' })).toContain('<list listing_count="0"></list>');
  });

  it('turns a description into plain text and dates into Dubai time', () => {
    expect(plainText('<p>Sea view</p><p>Two &amp; a half<br>baths</p>')).toBe('Sea view\nTwo & a half\nbaths');
    expect(feedTime(new Date('2026-11-27T20:30:00Z'))).toBe('2026-11-28 00:30:00');
  });
});
