import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateRecordScreen } from '../../../../features/console/RecordScreen/RecordScreen.tsx';
import { meQuery } from '../../../../features/console/session.ts';
import type { RouterContext } from '../../../../router-context.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { propertyScreen } from './PropertyForm.tsx';

function asEditor({ queryClient, trpc }: RouterContext) {
  const user = { id: 4, username: 'editor', role: 'editor' as const, agentId: null, canExportLeads: false };
  queryClient.setQueryData(meQuery(trpc).queryKey, {
    user: { ...user, mustChangePassword: false },
    mustSetUpTwoFactor: false,
  });
}

describe("the residence page's texts in the property editor", () => {
  it('edits the facts and lists in English beside each language, opened at the language the address names', async () => {
    const { user } = await renderInDom(
      <CreateRecordScreen screen={propertyScreen} />,
      '/admin/properties/new?lang=ru',
      asEditor,
    );
    const russian = await screen.findByRole('tab', { name: /Russian/ });
    expect(russian).toHaveAttribute('aria-selected', 'true');
    expect(within(russian).getByText('Complete')).toBeInTheDocument();

    // Pasted, not typed key by key: the whole property form renders on each change.
    const write = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await write('View', 'Open sea');
    await write('Features', 'Private pool\n\nSauna');
    // Written in English but not in Russian: the Russian page would show English there.
    expect(within(russian).getByText('2 missing')).toBeInTheDocument();
    expect(screen.getByLabelText('Features (Russian)')).toHaveAccessibleDescription(
      'One a line. English: Private pool · Sauna',
    );

    await write('View (Russian)', 'Открытое море');
    await write('Features (Russian)', 'Бассейн\nСауна');
    expect(within(russian).getByText('Complete')).toBeInTheDocument();
    expect(within(screen.getByRole('tab', { name: /Arabic/ })).getByText('2 missing')).toBeInTheDocument();
  });
});
