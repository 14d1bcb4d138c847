import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import type { InquiryView } from '../../../../../shared/inquiries/types.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { marketingStatement } from './inquiry-detail.ts';

const REASONS: Record<string, string> = {
  unsubscribed: 'They unsubscribed from our e-mails',
  'do-not-contact': 'Marked by staff',
};

/**
 * Whether the lead's person is on the suppression list, and the way to put them there: no marketing
 * e-mail reaches a suppressed address (their own lead's acknowledgement still does). Otherwise what
 * the lead's own consents allow: news and offers only if its marketing wording was agreed to.
 */
export function DoNotContact({ inquiry }: { inquiry: InquiryView }) {
  const inquiryId = inquiry.id;
  const { trpc } = useRouter().options.context;
  const suppression = useQuery(trpc.outbox.suppressionForInquiry.queryOptions({ id: inquiryId }));
  const mark = useConsoleMutation(trpc.outbox.markDoNotContact.mutationOptions(), {
    saved: { title: 'Marked Do Not Contact', message: 'This person will get no marketing e-mail.' },
    failed: 'The person could not be marked. Please try again.',
    invalidate: [trpc.outbox.suppressionForInquiry.queryKey({ id: inquiryId })],
  });
  const current = suppression.data;

  return (
    <SectionCard title="Marketing consent" data-testid="do-not-contact">
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
          <Text size="sm" c="dimmed" data-testid="marketing-consent">
            {suppression.isPending ? 'Checking…' : marketingStatement(inquiry, formatDateTime)}
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
    </SectionCard>
  );
}
