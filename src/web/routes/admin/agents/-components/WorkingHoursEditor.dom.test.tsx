import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_WORKING_HOURS, type WorkingHoursInput } from '../../../../../shared/viewings/schemas.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { WorkingHoursEditor } from './WorkingHoursEditor.tsx';

function renderEditor() {
  const saved: { agentId: number; hours: WorkingHoursInput }[] = [];
  const mutationFn = vi.fn(async (input: { agentId: number; hours: WorkingHoursInput }) => {
    saved.push(input);
    return DEFAULT_WORKING_HOURS;
  });
  const rendered = renderInDom(
    <WorkingHoursEditor agentId={4} hours={DEFAULT_WORKING_HOURS} save={{ mutationFn }} invalidate={[]} />,
    '/admin/agents/4',
  );
  return { rendered, saved, mutationFn };
}

describe('WorkingHoursEditor', () => {
  it('saves the week, the lengths and the days off as the agent set them', async () => {
    const { rendered, saved } = renderEditor();
    const { user } = await rendered;
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.change(screen.getByLabelText('Sunday to'), { target: { value: '13:00' } });
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    expect(screen.getAllByText('No viewings')).toHaveLength(1);
    const length = screen.getByRole('textbox', { name: 'Viewing length (minutes)' });
    await user.clear(length);
    await user.type(length, '45');
    fireEvent.change(screen.getByLabelText('Days off'), { target: { value: '2026-12-02' } });
    await user.click(screen.getByRole('button', { name: 'Add day off' }));
    expect(screen.getByRole('listitem')).toHaveTextContent('2 December 2026');
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      agentId: 4,
      hours: {
        week: { sun: { from: '09:00', to: '13:00' }, sat: null, mon: { from: '09:00', to: '18:00' } },
        slotMinutes: 45,
        daysOff: ['2026-12-02'],
      },
    });
  });

  it('refuses a day that ends before it starts, and says so beside it', async () => {
    const { rendered, mutationFn } = renderEditor();
    const { user } = await rendered;
    fireEvent.change(screen.getByLabelText('Monday to'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument();
    expect(mutationFn).not.toHaveBeenCalled();
  });
});
