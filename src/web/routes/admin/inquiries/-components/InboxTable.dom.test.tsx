import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { lettingsLeadView } from '../../../../../../test/fixtures/inquiry-views.ts';
import { signedInAs } from '../../../../features/tasks/test-data.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { InboxTable } from './InboxTable.tsx';

afterEach(() => vi.restoreAllMocks());

const tasksCreateBodies = (sent: MockInstance<typeof fetch>) =>
  sent.mock.calls
    .filter(([url]) => String(url).includes('tasks.create'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe("the inbox row's task", () => {
  it('opens the task form for that lead and sends the task on it', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderInDom(
      <InboxTable inquiries={[lettingsLeadView]} empty="No leads." />,
      '/admin/inquiries',
      signedInAs('agent'),
    );
    const row = screen.getByTestId('inquiry-row');
    await user.click(within(row).getByRole('button', { name: 'Add a task for Amira Khan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a task for Amira Khan' });
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(tasksCreateBodies(sent)).toHaveLength(1));
    expect(tasksCreateBodies(sent)[0]).toMatchObject({
      0: { inquiryId: 7, type: 'call' },
    });
  });

  it('is not offered to a role that works no tasks', async () => {
    await renderInDom(
      <InboxTable inquiries={[lettingsLeadView]} empty="No leads." />,
      '/admin/inquiries',
      signedInAs('editor'),
    );
    expect(within(screen.getByTestId('inquiry-row')).queryByRole('button', { name: /Add a task/ })).toBeNull();
  });
});
