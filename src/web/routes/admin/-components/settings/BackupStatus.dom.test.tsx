import { screen } from '@testing-library/react';
import type { inferRouterOutputs } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';
import type { RouterContext } from '../../../../router-context.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { BackupStatus } from './BackupStatus.tsx';

type Overview = inferRouterOutputs<AppRouter>['backups']['overview'];

const overview: Overview = {
  last: { name: 'sixsenses-20261127-021500-000Z.backup.gz', at: '2026-11-27T02:15:00.000Z', bytes: 14_234_000 },
  stale: false,
  count: 9,
  location: '/srv/sixsenses/data/backups',
  scheduled: true,
  keepDaily: 7,
  keepWeekly: 4,
  media: 'disk',
};

/** The card with the server's answer already in the cache, as the screen shows it once loaded. */
async function renderWith(answer: Overview) {
  let context: RouterContext | undefined;
  const rendered = await renderInDom(<BackupStatus />, '/admin/settings', (primed) => {
    context = primed;
    primed.queryClient.setQueryData(primed.trpc.backups.overview.queryKey(), answer);
  });
  /** Resolves once the card's refetch on mount has failed (there is no server here). */
  const refetchFailed = () =>
    vi.waitFor(() => {
      const key = context?.trpc.backups.overview.queryKey() ?? [];
      expect(context?.queryClient.getQueryState(key)?.fetchFailureCount).toBeGreaterThan(0);
    });
  return { ...rendered, refetchFailed };
}

describe('the backups card of the settings screen', () => {
  it('shows the last backup on the agency clock with its size, where backups are kept and the retention', async () => {
    const { refetchFailed } = await renderWith(overview);
    await refetchFailed();
    expect(screen.getByText('27 Nov 2026, 06:15')).toBeInTheDocument();
    expect(screen.getByText('14 MB')).toBeInTheDocument();
    expect(screen.getByText('/srv/sixsenses/data/backups')).toBeInTheDocument();
    expect(screen.getByText('Nightly; the newest of 7 days and 4 weeks (9 stored)')).toBeInTheDocument();
    // The refetch failed: what was loaded stays on the screen, without an error over it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when there is no backup, or the newest is over a day old, and says S3 uploads are not in them', async () => {
    const { unmount } = await renderWith({ ...overview, last: null, count: 0, media: 's3' });
    expect(await screen.findByText('No backup yet')).toBeInTheDocument();
    expect(screen.getByText(/Uploaded photos stay in the S3 bucket/)).toBeInTheDocument();
    unmount();
    await renderWith({ ...overview, stale: true });
    expect(await screen.findByText('The last backup is over a day old')).toBeInTheDocument();
  });

  it('says so when the backups cannot be listed', async () => {
    await renderInDom(<BackupStatus />, '/admin/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('The backups could not be listed');
  });
});
