import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Timeline } from '../../../shared/conversations/types.ts';
import type { RouterContext } from '../../router-context.ts';
import { renderInDom } from '../../test/render.tsx';
import { LeadTimeline } from '../conversations/LeadTimeline.tsx';
import { TaskForm } from './TaskForm.tsx';
import { signedInAs, taskView } from './test-data.ts';

// 10:10 in Dubai: the form offers 11:00 the same day.
const NOW = new Date('2026-12-01T06:10:00Z');

afterEach(() => vi.restoreAllMocks());

describe('the add-task form', () => {
  it("offers an agent's own task due the next full hour on Dubai's clock, and refuses no due date before sending", async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderInDom(
      <TaskForm inquiryId={7} onDone={() => undefined} now={NOW} />,
      '/admin/inquiries/7',
      signedInAs('agent'),
    );
    expect(screen.getByLabelText('Due date (Dubai)')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Time')).toHaveValue('11:00');
    expect(screen.getByDisplayValue('Call')).toBeInTheDocument();
    // An agent's task is their own: no choice of agent.
    expect(screen.queryByPlaceholderText("The lead's agent")).toBeNull();
    await user.clear(screen.getByLabelText('Due date (Dubai)'));
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(screen.getByLabelText('Due date (Dubai)')).toHaveAccessibleDescription('Choose when it is due');
    expect(sent.mock.calls.filter(([url]) => String(url).includes('tasks.create'))).toEqual([]);
  });

  it("sends the picked time as an instant with Dubai's offset, the note with it", async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderInDom(
      <TaskForm inquiryId={7} onDone={() => undefined} now={NOW} />,
      '/admin/inquiries/7',
      signedInAs('agent'),
    );
    await user.clear(screen.getByLabelText('Time'));
    await user.type(screen.getByLabelText('Time'), '16:45');
    await user.type(screen.getByLabelText('Note'), 'Send the floor plans');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(sent.mock.calls.some(([url]) => String(url).includes('tasks.create'))).toBe(true));
    const [, init] = sent.mock.calls.find(([url]) => String(url).includes('tasks.create'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      0: { inquiryId: 7, type: 'call', dueAt: '2026-12-01T16:45:00+04:00', note: 'Send the floor plans' },
    });
  });

  it('lets a manager choose the agent (the lead’s by default)', async () => {
    await renderInDom(
      <TaskForm inquiryId={7} onDone={() => undefined} now={NOW} />,
      '/admin/inquiries/7',
      (context) => {
        signedInAs('manager')(context);
        context.queryClient.setQueryData(context.trpc.agents.list.queryKey(), []);
      },
    );
    expect(screen.getByPlaceholderText("The lead's agent")).toBeEnabled();
  });
});

describe("tasks in a lead's timeline", () => {
  const timeline: Timeline = {
    entries: [
      {
        kind: 'task',
        key: 'task-1',
        inquiryId: 7,
        at: '2026-11-30T06:00:00.000Z',
        event: 'created',
        task: taskView({ overdue: true, note: 'Ask about the floor plan' }),
      },
      {
        kind: 'task',
        key: 'task-2-closed',
        inquiryId: 7,
        at: '2026-11-30T08:00:00.000Z',
        event: 'done',
        task: taskView({
          id: 2,
          type: 'email',
          status: 'done',
          closedBy: 'layla',
          closedAt: '2026-11-30T08:00:00.000Z',
        }),
      },
    ],
    composer: {
      email: 'amelia@example.com',
      phone: null,
      language: 'en',
      doNotContact: null,
      undeliverable: [],
      whatsapp: { configured: false, open: false, closesAt: null },
      awaitingReplySince: null,
    },
  };
  const prime = (context: RouterContext) => {
    signedInAs('agent')(context);
    context.queryClient.setQueryData(context.trpc.conversations.timeline.queryKey({ inquiryId: 7 }), timeline);
  };

  it('shows an open task marked overdue with Done and Skip, a closed one as a line, and opens the form from "Add task"', async () => {
    const { user } = await renderInDom(<LeadTimeline inquiryId={7} />, '/admin/inquiries/7', prime);
    const [open, closed] = screen.getAllByTestId('timeline-entry');
    expect(within(open!).getByText('Overdue')).toBeInTheDocument();
    expect(open).toHaveTextContent('Ask about the floor plan');
    expect(open).toHaveTextContent('For Layla Haddad');
    expect(within(open!).getByRole('button', { name: 'Done' })).toBeEnabled();
    expect(within(open!).getByRole('button', { name: 'Skip' })).toBeEnabled();
    expect(closed).toHaveTextContent('Task done: E-mail · layla');
    expect(within(closed!).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('task-form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(screen.getByTestId('task-form')).toBeInTheDocument();
  });
});
