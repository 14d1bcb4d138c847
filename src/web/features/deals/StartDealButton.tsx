import { Button, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { m } from '../../../shared/paraglide/messages.js';
import { useCan } from '../console/console-access.ts';
import { DealForm } from './DealForm.tsx';

/** The lead page's "Start a deal": the deal form, filled in from the lead (its contact, residence, agent). */
export function StartDealButton({ inquiryId }: { inquiryId: number }) {
  const { trpc } = useRouter().options.context;
  const can = useCan();
  const [opened, { open, close }] = useDisclosure();
  const { data: draft } = useQuery(trpc.deals.draftFromLead.queryOptions({ inquiryId }, { enabled: opened }));
  if (!can('deals.work')) return null;
  return (
    <>
      <Button size="xs" onClick={open} data-testid="start-deal">
        {m.deals_start()}
      </Button>
      <Modal opened={opened} onClose={close} title={m.deals_start()}>
        {draft ? <DealForm draft={draft} onDone={close} /> : <Loader size="sm" />}
      </Modal>
    </>
  );
}
