import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnEmailView } from '../../../../../shared/users/schemas.ts';
import type { RouterContext } from '../../../../router-context.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { EmailCard } from './EmailCard.tsx';

/** The account's address as the server answered it, fresh for the whole test (nothing here answers a refetch). */
const withEmail =
  (view: OwnEmailView) =>
  ({ queryClient, trpc }: RouterContext) => {
    queryClient.setQueryData(trpc.users.ownEmail.queryKey(), view, { updatedAt: Date.now() + 3_600_000 });
  };

describe("the Account screen's e-mail", () => {
  it('asks for a verified address while security notices go to the leads inbox', async () => {
    await renderInDom(
      <EmailCard />,
      '/admin/account',
      withEmail({
        email: null,
        pendingEmail: 'me@agency.example',
        pendingUntil: '2026-12-01T08:00:00.000Z',
        noticesToLeadsInbox: true,
      }),
    );
    const notice = await screen.findByTestId('verify-email-notice');
    expect(notice).toHaveTextContent('Verify your e-mail to receive security notices');
    expect(notice).toHaveTextContent("go to the agency's leads inbox");
    expect(screen.getByTestId('pending-email')).toHaveTextContent('A link was sent to me@agency.example');
  });

  it('shows the verified address, without the notice', async () => {
    await renderInDom(
      <EmailCard />,
      '/admin/account',
      withEmail({ email: 'owner@agency.example', pendingEmail: null, pendingUntil: null, noticesToLeadsInbox: false }),
    );
    expect(await screen.findByTestId('own-email')).toHaveTextContent('owner@agency.example');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-email-notice')).toBeNull();
  });
});
