import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskReminderSettings } from '../../../shared/tasks/types.ts';
import type { RouterContext } from '../../router-context.ts';
import { renderInDom } from '../../test/render.tsx';
import { signedInAs } from './test-data.ts';
import { WhatsAppReminders } from './WhatsAppReminders.tsx';

afterEach(() => vi.restoreAllMocks());

const withSettings = (settings: TaskReminderSettings) => (context: RouterContext) => {
  signedInAs('agent')(context);
  context.queryClient.setQueryData(context.trpc.tasks.reminderSettings.queryKey(), settings);
};

describe("an agent's WhatsApp reminders", () => {
  it('asks for the number before turning them on, then sends it with the yes', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const saves = () => sent.mock.calls.filter(([url]) => String(url).includes('tasks.saveReminderSettings'));
    const { user } = await renderInDom(
      <WhatsAppReminders />,
      '/admin/agents/4',
      withSettings({ whatsappNumber: null, whatsappReminders: false, whatsappReady: false }),
    );
    expect(screen.getByText(/WhatsApp is not set up for reminders yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Also send my task reminders on WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(screen.getByLabelText('Your WhatsApp number')).toHaveAccessibleDescription(
      'Add your number to get reminders on WhatsApp',
    );
    expect(saves()).toEqual([]);
    await user.type(screen.getByLabelText('Your WhatsApp number'), '+971502000001');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(String(saves()[0]![1]?.body))).toEqual({
      0: { whatsappNumber: '+971502000001', whatsappReminders: true },
    });
  });
});
