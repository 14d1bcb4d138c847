import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../test/render.tsx';
import type { ViewingChoice, ViewingDetails, ViewingMode } from '../viewing-form.ts';
import type { ViewingSlot } from '../viewing-time.ts';
import { ViewingBooking } from './ViewingBooking.tsx';

const slot = (start: string, agentId = 7): ViewingSlot => ({ start, end: start, agentId });
const SLOTS = [
  slot('2026-12-01T10:00:00+04:00'),
  slot('2026-12-01T11:30:00+04:00'),
  slot('2026-12-01T13:00:00+04:00'),
  slot('2026-12-02T10:00:00+04:00', 9),
];

/** The booking as a dialog holds it: the mode in state, and a slot taken on the first try when `raceLost`. */
function Booking({
  onSubmit,
  zone,
  raceLost = false,
}: {
  onSubmit: (choice: ViewingChoice, details: ViewingDetails | null) => void;
  zone: string;
  raceLost?: boolean;
}) {
  const [mode, setMode] = useState<ViewingMode>('in-person');
  const [taken, setTaken] = useState<string | null>(null);
  const [slots, setSlots] = useState(SLOTS);
  return (
    <ViewingBooking
      slots={{ status: 'success', slots, retry: () => undefined }}
      mode={mode}
      onModeChange={setMode}
      zone={zone}
      busy={false}
      taken={taken}
      onSubmit={(choice, details) => {
        onSubmit(choice, details);
        if (raceLost && !taken) {
          setTaken(choice.start);
          setSlots((all) => all.filter((entry) => entry.start !== choice.start));
        }
      }}
    />
  );
}

async function fillDetails(user: Awaited<ReturnType<typeof renderInDom>>['user']) {
  await user.type(screen.getByLabelText(/^Full name/), 'Sara Lindqvist');
  await user.type(screen.getByLabelText(/^Email/), 'sara@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '+971 50 123 4567');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('ViewingBooking', () => {
  it('goes from how and when to who, and hands on the mode, the slot and its agent, and the details', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderInDom(<Booking onSubmit={onSubmit} zone="Asia/Dubai" />, '/properties/135');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Video call' }));
    await user.click(screen.getByRole('radio', { name: /Wed 2 Dec/ }));
    await user.click(screen.getByRole('radio', { name: '10:00 Dubai' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Book the viewing' }));
    expect(screen.getByText('You must agree to the privacy policy')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book the viewing' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ mode: 'video', start: '2026-12-02T10:00:00+04:00', agentId: 9 });
    expect(onSubmit.mock.calls[0]?.[1]).toMatchObject({ name: 'Sara Lindqvist', email: 'sara@example.com' });
  });

  it('shows each time on Dubai’s clock and the visitor’s, with their weekday when it is another', async () => {
    const { user } = await renderInDom(<Booking onSubmit={() => undefined} zone="America/Los_Angeles" />, '/');
    expect(screen.getByText('Times in Dubai and in your own time zone (Los Angeles).')).toBeInTheDocument();
    const times = within(screen.getByRole('radiogroup', { name: 'Time' }));
    expect(times.getByRole('radio', { name: '10:00 Dubai · Mon 22:00 Los Angeles' })).toBeInTheDocument();
    expect(times.getByRole('radio', { name: '13:00 Dubai · 01:00 Los Angeles' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Wed 2 Dec/ }));
    expect(times.getAllByRole('radio')).toHaveLength(1);
  });

  it('speaks Arabic on Arabic pages, Dubai named in Arabic', async () => {
    await renderInDom(<Booking onSubmit={() => undefined} zone="Asia/Tokyo" />, '/ar/properties/135');
    expect(screen.getByRole('radio', { name: '10:00 دبي · 15:00 Tokyo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'متابعة' })).toBeDisabled();
  });

  it('brings a visitor who lost the race back to the times, says so, offers the next free ones and keeps what they typed', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderInDom(<Booking onSubmit={onSubmit} zone="Asia/Dubai" raceLost />, '/');
    await user.click(screen.getByRole('radio', { name: '10:00 Dubai' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book the viewing' }));

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('That time has just been booked')).toBeInTheDocument();
    const offered = within(alert).getAllByRole('button');
    expect(offered.map((button) => button.textContent)).toEqual(['11:30 Dubai', '13:00 Dubai', '10:00 Dubai']);
    expect(screen.queryByRole('radio', { name: '10:00 Dubai' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(offered[0]!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Sara Lindqvist');
    await user.click(screen.getByRole('button', { name: 'Book the viewing' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ start: '2026-12-01T11:30:00+04:00' });
  });
});
