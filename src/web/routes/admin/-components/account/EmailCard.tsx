import { Alert, Badge, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ownEmailInput } from '../../../../../shared/users/schemas.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { useConsoleForm } from '../../../../features/console/use-record-form.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { trpcErrorMessage } from '../../../../lib/trpc-errors.ts';

/**
 * The account's own e-mail address: a new one is used once the link sent to it is opened here,
 * signed in (`/admin/account?verify=...`). Owners' security notices go to their verified addresses;
 * until one owner has verified one, to the agency's leads inbox, and the card says so.
 */
export function EmailCard({ verifyToken }: { verifyToken?: string }) {
  const { trpc } = useRouter().options.context;
  const navigate = useNavigate();
  const own = useQuery(trpc.users.ownEmail.queryOptions(undefined, { staleTime: 0 }));
  const invalidate = [trpc.users.ownEmail.queryKey()];
  const verify = useConsoleMutation(trpc.users.verifyEmail.mutationOptions(), {
    saved: (view) => ({
      title: 'Address Verified',
      message: `${view.email ?? 'Your address'} is now your account's address.`,
    }),
    failed: (error) => trpcErrorMessage(error, 'The address could not be verified. Please try again.'),
    // The card's first read of the address goes out beside the link's check: refetchChanged drops it.
    invalidate,
  });
  // The link is opened once: the token leaves the address bar whatever the answer.
  const opened = useRef(false);
  useEffect(() => {
    if (!verifyToken || opened.current) return;
    opened.current = true;
    verify.mutate({ token: verifyToken });
    void navigate({ to: '/admin/account', search: {}, replace: true });
  }, [verifyToken, verify, navigate]);

  const { field, onSubmit, busy } = useConsoleForm({
    schema: ownEmailInput,
    initialValues: { email: '' },
    validateOnBlur: false,
    save: trpc.users.setOwnEmail.mutationOptions(),
    onSaved: (_view, form) => form.reset(),
    saved: (view) => ({
      title: 'Link Sent',
      message: `Open the link sent to ${view.pendingEmail ?? 'the address'} while signed in to use it.`,
    }),
    failed: (error) => trpcErrorMessage(error, 'The link could not be sent. Please try again.'),
    invalidate,
  });

  return (
    <SectionCard title="Your e-mail" description="Your own address for the console's security notices.">
      {own.isError ? (
        <Text c="red" role="alert">
          Your address could not be loaded. Please try again.
        </Text>
      ) : !own.data ? (
        <Skeleton height={60} />
      ) : (
        <Stack gap="sm">
          {own.data.email ? (
            <Group gap="xs">
              <Text size="sm" data-testid="own-email">
                {own.data.email}
              </Text>
              <Badge size="sm" color="orchid" variant="light">
                Verified
              </Badge>
            </Group>
          ) : (
            <Alert
              color="orchid"
              variant="light"
              title="Verify your e-mail to receive security notices"
              data-testid="verify-email-notice"
            >
              {own.data.noticesToLeadsInbox
                ? "No owner has a verified address yet, so security notices (exports, new owners, two-factor sign-in turned off) go to the agency's leads inbox."
                : 'Owners receive security notices at their verified addresses.'}
            </Alert>
          )}
          {own.data.pendingEmail ? (
            <Text size="sm" c="dimmed" data-testid="pending-email">
              A link was sent to {own.data.pendingEmail}; it works until{' '}
              {own.data.pendingUntil ? formatDateTime(own.data.pendingUntil) : 'it expires'}.
            </Text>
          ) : null}
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <TextInput
                label={own.data.email ? 'New address' : 'Address'}
                type="email"
                autoComplete="email"
                required
                {...field('email')}
              />
              <FormActions busy={busy} label="Send Link" busyLabel="Sending..." />
            </Stack>
          </form>
        </Stack>
      )}
    </SectionCard>
  );
}
