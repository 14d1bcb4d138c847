import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TranslationWorkRow } from '../../../../../shared/i18n/translation-work.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { TranslationWork } from './TranslationWork.tsx';

const none = { ar: [], ru: [], zh: [] };
const rows: TranslationWorkRow[] = [
  { kind: 'property', id: 135, name: 'Royal Penthouse', missing: { ...none, ru: ['view', 'privateAmenities'] } },
  { kind: 'amenity', id: 2, name: 'Yoga Pavilion', missing: { ...none, ru: ['description'], zh: ['name'] } },
  { kind: 'gallery', id: 9, name: 'The pool deck', missing: none },
];

describe('the Translations page', () => {
  it("lists a language's unfinished records with what they show in English, each opening its editor there", async () => {
    const onLanguage = vi.fn();
    const { user } = await renderInDom(
      <TranslationWork rows={rows} language="ru" onLanguage={onLanguage} />,
      '/admin/translations',
    );
    const table = await screen.findByRole('table', { name: 'Records to write in Russian' });
    const lines = within(table).getAllByRole('row').slice(1);
    expect(lines.map((line) => line.getAttribute('data-kind'))).toEqual(['property', 'amenity']);
    expect(lines[0]).toHaveTextContent('Royal PenthouseResidenceView, Private amenities');
    expect(within(lines[0]!).getByRole('link', { name: 'Write Royal Penthouse in Russian' })).toHaveAttribute(
      'href',
      '/admin/properties/135?lang=ru',
    );
    expect(screen.getByTestId('translation-summary')).toHaveTextContent('1 of 3 records complete in Russian.');
    expect(screen.getByText('Arabic · 0')).toBeInTheDocument();
    expect(screen.getByText('Chinese · 1')).toBeInTheDocument();

    await user.click(screen.getByText('Chinese · 1'));
    expect(onLanguage).toHaveBeenCalledWith('zh');
  });

  it('says when everything is written in the language', async () => {
    await renderInDom(
      <TranslationWork rows={rows} language="ar" onLanguage={() => undefined} />,
      '/admin/translations',
    );
    expect(await screen.findByText('Everything is written in Arabic.')).toBeInTheDocument();
  });
});
