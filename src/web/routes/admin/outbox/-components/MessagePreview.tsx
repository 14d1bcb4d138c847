import { Button, Group, Modal, Tabs, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { useCan } from '../../../../features/console/console-access.ts';

/** How often, and how many times at most, a resent copy is looked at until the mail worker has taken it. */
const COPY_POLL_MS = 1_000;
const COPY_POLLS = 30;

/** The message as it was rendered for sending, and the resend action. */
export function MessagePreview({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const message = useQuery({ ...trpc.outbox.byId.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const refreshList = () => queryClient.invalidateQueries({ queryKey: trpc.outbox.list.queryKey() });
  // The copy is queued; the mail worker sends or holds it a moment later. Once it has, the list is
  // fetched again, so a list filtered by what the copy became (sent, held) shows it without a reload.
  const refreshListWhenTaken = async (copyId: number) => {
    for (let poll = 0; poll < COPY_POLLS; poll += 1) {
      await new Promise((done) => setTimeout(done, COPY_POLL_MS));
      const copy = await queryClient.fetchQuery({ ...trpc.outbox.byId.queryOptions({ id: copyId }), staleTime: 0 });
      if (copy.status !== 'queued') return refreshList();
    }
  };
  const can = useCan();
  const resend = useConsoleMutation(trpc.outbox.resend.mutationOptions(), {
    saved: { title: 'Message Queued', message: 'A copy of the message has been queued for sending.' },
    failed: 'The message could not be queued. Please try again.',
    onSaved: onClose,
    invalidate: [trpc.outbox.list.queryKey()],
    // Not awaited: the button is free again at once.
    afterRefresh: (copy) => void refreshListWhenTaken(copy.id),
  });
  const data = message.data;
  return (
    <Modal opened={id !== null} onClose={onClose} size="xl" title={data?.subject ?? 'Message'}>
      {!data ? (
        <Text c="dimmed">{message.isError ? 'The message could not be loaded.' : 'Loading...'}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            To {data.recipient} · {data.status}
            {data.sentAt ? ` on ${formatDateTime(data.sentAt)}` : ''}
          </Text>
          <Tabs defaultValue="html">
            <Tabs.List>
              <Tabs.Tab value="html">HTML</Tabs.Tab>
              <Tabs.Tab value="text">Plain text</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              {/* An empty sandbox: the message's markup shows, nothing in it can run or navigate the console. */}
              <iframe
                title="HTML version of the message"
                sandbox=""
                srcDoc={data.html}
                style={{ width: '100%', height: '60vh', border: '1px solid var(--mantine-color-gray-3)' }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto' }}>
                {data.text}
              </Text>
            </Tabs.Panel>
          </Tabs>
          <Group justify="flex-end" mt="md" hidden={!can('outbox.resend')}>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={resend.isPending}
              onClick={() => resend.mutate({ id: data.id })}
            >
              Resend a Copy
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
