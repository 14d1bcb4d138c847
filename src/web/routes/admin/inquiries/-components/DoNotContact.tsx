import { Alert, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { formatDateTime } from '../../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';

const REASONS: Record<string, string> = {
  unsubscribed: 'They unsubscribed from our e-mails',
  'do-not-contact': 'Marked by staff',
};

/**
 * Whether the lead's person is on the suppression list, and the way to put them there: no marketing
 * e-mail reaches a suppressed address (their own lead's acknowledgement still does).
 */
export function DoNotContact({ inquiryId }: { inquiryId: number }) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const suppression = useQuery(trpc.outbox.suppressionForInquiry.queryOptions({ id: inquiryId }));
  const mark = useMutation(
    trpc.outbox.markDoNotContact.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Marked Do Not Contact', 'This person will get no marketing e-mail.');
        await queryClient.invalidateQueries({
          queryKey: trpc.outbox.suppressionForInquiry.queryKey({ id: inquiryId }),
        });
      },
      onError: () => notifyError('Error', 'The person could not be marked. Please try again.'),
    }),
  );
  const current = suppression.data;

  return (
    <Card withBorder padding="lg" data-testid="do-not-contact">
      <Title order={2} fz="1.3rem" mb="sm">
        Marketing consent
      </Title>
      {current ? (
        <Alert color="red" variant="light" icon={<IconMailOff size={18} aria-hidden />} title="Do not contact">
          <Text size="sm">
            {REASONS[current.reason] ?? current.reason}
            {current.by ? ` (${current.by})` : ''} · {formatDateTime(current.at)}. No marketing e-mail is sent to{' '}
            {current.email}.
          </Text>
        </Alert>
      ) : (
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {suppression.isPending ? 'Checking…' : 'This person may receive our newsletter and offers.'}
          </Text>
          <Button
            variant="default"
            color="red"
            size="sm"
            leftSection={<IconMailOff size={16} aria-hidden />}
            disabled={mark.isPending || suppression.isPending}
            onClick={() => mark.mutate({ id: inquiryId })}
          >
            Mark Do Not Contact
          </Button>
        </Group>
      )}
    </Card>
  );
}
