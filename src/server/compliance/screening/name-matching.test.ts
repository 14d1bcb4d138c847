import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseUaeLocalList } from '../lists/uae-local-list.ts';
import { parseUnConsolidatedList } from '../lists/un-consolidated-list.ts';
import { bestMatch, MATCH_THRESHOLD, nameMatchScore, nameWords } from './name-matching.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/compliance/${name}`, import.meta.url), 'utf8');
const un = parseUnConsolidatedList(fixture('un-consolidated-list.xml'));
const uae = parseUaeLocalList(fixture('uae-local-list.csv'));

/** The list's references whose name or an alias matches `name`. */
function screened(name: string): string[] {
  return [...un.names, ...uae]
    .filter((listed) => bestMatch(name, [listed.name, ...listed.aliases]))
    .map((listed) => listed.reference);
}

describe('the UN Security Council Consolidated List (XML)', () => {
  it('reads its date, individuals with their names, aliases, nationalities and births, and entities', () => {
    expect(un.publishedAt.toISOString()).toBe('2026-11-20T10:15:02.112Z');
    expect(un.names.map((n) => [n.kind, n.reference])).toEqual([
      ['person', 'QDi.901'],
      ['person', 'QDi.902'],
      ['person', 'KPi.903'],
      ['entity', 'QDe.904'],
    ]);
    expect(un.names[0]).toMatchObject({
      name: 'MUHAMMAD ABD AL-RAHMAN AL-QASIMI',
      aliases: ['Abu Fahd al-Yamani', 'Abu Fahd'],
      nationalities: ['Yemen'],
      birthDates: ['1971-06-12'],
      listedOn: '2019-03-04',
    });
    expect(un.names[2]).toMatchObject({
      name: 'OLEG PETROVICH SMIRNOV KOVALENKO',
      nationalities: ['Russian Federation', 'Ukraine'],
    });
  });

  it('refuses a file that is not the list, and one with a DOCTYPE', () => {
    expect(() => parseUnConsolidatedList('<rss><channel/></rss>')).toThrow(/not the UN/);
    expect(() => parseUnConsolidatedList('<!DOCTYPE x [<!ENTITY a "b">]><CONSOLIDATED_LIST/>')).toThrow(/DOCTYPE/);
  });
});

describe('the UAE Local Terrorist List (CSV of one sheet)', () => {
  it('finds the header row by "#" and its columns by their Arabic headers', () => {
    expect(uae).toEqual([
      expect.objectContaining({
        kind: 'person',
        reference: 'UAE-1',
        name: 'Khalid Saeed Al-Mansouri',
        aliases: ['خالد سعيد المنصوري'],
      }),
      expect.objectContaining({
        kind: 'entity',
        reference: 'UAE-2',
        name: 'Crescent Relief Foundation, Ltd.',
        nationalities: [],
      }),
    ]);
  });
});

describe('screening a name', () => {
  it('matches the exact name, with or without its diacritics', () => {
    expect(screened('Yusuf Hüseyin Çelik')).toEqual(['QDi.902']);
    expect(screened('YUSUF HUSEYIN CELIK')).toEqual(['QDi.902']);
  });

  it('matches a transliterated Arabic name in another order', () => {
    expect(screened('Mohamed Abdulrahman El-Qasimi')).toEqual(['QDi.901']);
    expect(screened('Al Qasimi, Mohammed Abdul Rahman')).toEqual(['QDi.901']);
    expect(screened('Khaled Said Almansouri')).toEqual(['UAE-1']);
  });

  it('matches an alias', () => {
    expect(screened('Abu Fahd Al Yamani')).toEqual(['QDi.901']);
  });

  it('matches a company by its name or alias, whatever its legal form', () => {
    expect(screened('Al Noor General Trading LLC')).toEqual(['QDe.904']);
    expect(screened('Nur Trading Establishment')).toEqual(['QDe.904']);
    expect(screened('Crescent Relief Foundation')).toEqual(['UAE-2']);
  });

  it('does not match a near miss, nor a shared first name alone', () => {
    expect(screened('Yusuf Celikkaya')).toEqual([]);
    expect(screened('Muhammad Abdallah Al-Hashimi')).toEqual([]);
    expect(screened('Oleg Petrov')).toEqual([]);
    expect(screened('Muhammad')).toEqual([]);
    expect(nameMatchScore('Noor Real Estate Brokers', 'AL-NOOR GENERAL TRADING COMPANY')).toBeLessThan(MATCH_THRESHOLD);
  });

  it('reduces spellings to one canonical word each', () => {
    expect(nameWords('Mohd. Abdel-Aziz bin Hussain')).toEqual(['muhammad', 'abd', 'aziz', 'bin', 'husayn']);
    expect(nameWords('Abdullah')).toEqual(['abdallah']);
  });
});
