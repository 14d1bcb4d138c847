import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import type { InquiryDetailView } from '../../../../../shared/inquiries/types.ts';
import { LeadTimeline } from '../../../../features/conversations/LeadTimeline.tsx';
import { ContactLeads } from './ContactLeads.tsx';
import { DoNotContact } from './DoNotContact.tsx';
import { InquiryHeader } from './InquiryHeader.tsx';
import { InternalNotes } from './InternalNotes.tsx';
import { LeadOrigin } from './LeadOrigin.tsx';
import { LeadPipeline } from './LeadPipeline.tsx';
import { PortalLead } from './PortalLead.tsx';
import { VisitorDetails } from './VisitorDetails.tsx';

/**
 * A lead: its timeline (every message, call and change, with the composer under it) in the centre;
 * what the visitor sent, where from, and what staff do with it beside it (under it on a phone).
 */
export function InquiryPanels({ inquiry }: { inquiry: InquiryDetailView }) {
  const [callOffered, setCallOffered] = useState(false);
  return (
    <>
      <InquiryHeader inquiry={inquiry} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <LeadTimeline inquiryId={inquiry.id} callOffered={callOffered} />
        <Stack gap="md">
          <LeadPipeline inquiry={inquiry} />
          <VisitorDetails inquiry={inquiry} onCall={() => setCallOffered(true)} />
          <InternalNotes inquiryId={inquiry.id} />
          <PortalLead inquiry={inquiry} />
          <LeadOrigin inquiry={inquiry} />
          <ContactLeads inquiry={inquiry} />
          <DoNotContact inquiry={inquiry} />
        </Stack>
      </SimpleGrid>
    </>
  );
}
