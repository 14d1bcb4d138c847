import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ArticleStaffView } from '../../../../../shared/articles/schemas.ts';
import type { StaffRole } from '../../../../../shared/staff/permissions.ts';
import type { RouterContext } from '../../../../router-context.ts';
import { meQuery } from '../../../../features/console/session.ts';
import { EditRecordScreen } from '../../../../features/console/RecordScreen/RecordScreen.tsx';
import { renderInDom } from '../../../../test/render.tsx';
import { articleScreen } from './ArticleForm.tsx';
import { ArticleList } from './ArticleList.tsx';

const article: ArticleStaffView = {
  id: 7,
  slug: 'morning-light',
  category: 'Wellness',
  author: 'layla-haddad',
  imageUrl: '/media/amenities/spa.webp',
  title: 'Morning light at the spa',
  excerpt: 'How the spa is lit, hour by hour.',
  imageAlt: 'The spa in the morning',
  body: '<h2>Why light</h2><p>Residents ask for calm.</p>',
  translations: { ru: { title: 'Утренний свет в спа', body: '<p>Свет важен.</p>' } },
  status: 'scheduled',
  publishAt: '2030-01-02T05:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

function signedInAsEditor({ queryClient, trpc }: RouterContext) {
  const role: StaffRole = 'editor';
  const user = {
    id: 3,
    username: 'editor',
    role,
    agentId: null,
    canExportLeads: false,
    mustChangePassword: false,
  };
  queryClient.setQueryData(meQuery(trpc).queryKey, { user, mustSetUpTwoFactor: false });
}

describe('the article editor', () => {
  it('opens at the language the Translations page asked for, with its body in the rich-text editor', async () => {
    await renderInDom(
      <EditRecordScreen screen={articleScreen} record={article} />,
      '/admin/articles/7?lang=ru',
      signedInAsEditor,
    );
    const russian = await screen.findByRole('tab', { name: /Russian/, selected: true });
    expect(russian).toHaveTextContent('2 missing');
    expect(screen.getByRole('tab', { name: /Arabic/ })).toHaveTextContent('4 missing');
    expect(screen.getByLabelText(/^Title \(Russian\)/)).toHaveValue('Утренний свет в спа');
    // Tiptap renders the stored HTML in its editable area, loaded in its own chunk.
    const body = await screen.findByText('Свет важен.', {}, { timeout: 10_000 });
    expect(body.closest('[contenteditable="true"]')).toHaveAttribute('lang', 'ru');
  });

  it('says where the article stands and offers the moves from there', async () => {
    const { user } = await renderInDom(
      <EditRecordScreen screen={articleScreen} record={article} />,
      '/admin/articles/7',
      signedInAsEditor,
    );
    const publishing = await screen.findByTestId('article-publishing');
    expect(within(publishing).getByText('Scheduled')).toBeInTheDocument();
    expect(within(publishing).getByLabelText('Publish at (Dubai time)')).toHaveValue('2030-01-02T09:00');
    expect(within(publishing).getByRole('button', { name: 'Publish now' })).toBeEnabled();
    expect(within(publishing).getByRole('button', { name: 'Unpublish' })).toBeEnabled();
    // Not out yet, it can be seen as its page will show it, in each language.
    expect(within(publishing).getByRole('link', { name: 'Arabic' })).toHaveAttribute('href', '/ar/preview/articles/7');
    expect(within(publishing).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/preview/articles/7');

    // A moment already past is refused beside the field, before anything is sent.
    const when = within(publishing).getByLabelText('Publish at (Dubai time)');
    await user.clear(when);
    await user.type(when, '2020-01-01T09:00');
    await user.click(within(publishing).getByRole('button', { name: 'Schedule' }));
    expect(await within(publishing).findByText('Choose a moment in the future')).toBeInTheDocument();
  });
});

describe('the article list', () => {
  it('shows each article with where it stands and the languages it lacks, and asks before deleting one', async () => {
    const { user } = await renderInDom(
      <ArticleList
        articles={[article, { ...article, id: 8, slug: 'a-draft', title: 'A draft', status: 'draft', publishAt: null }]}
      />,
      '/admin/articles',
      signedInAsEditor,
    );
    const table = await screen.findByRole('table', { name: 'Articles' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['scheduled', 'draft']);
    expect(within(rows[0]!).getByText('Russian: 2 missing')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Morning light at the spa' })).toHaveAttribute(
      'href',
      '/admin/articles/7',
    );
    await user.click(within(rows[1]!).getByRole('button', { name: 'Delete A draft' }));
    expect(
      await screen.findByText('Are you sure you want to delete "A draft"? This action cannot be undone.'),
    ).toBeVisible();
  });
});
