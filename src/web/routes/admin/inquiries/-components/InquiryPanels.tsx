import { SimpleGrid, Stack } from '@mantine/core';
import type { InquiryDetailView } from '../../../../../shared/inquiries/types.ts';
import { ContactLeads } from './ContactLeads.tsx';
import { DoNotContact } from './DoNotContact.tsx';
import { InquiryHeader } from './InquiryHeader.tsx';
import { InternalNotes } from './InternalNotes.tsx';
import { LeadHistory } from './LeadHistory.tsx';
import { LeadOrigin } from './LeadOrigin.tsx';
import { LeadPipeline } from './LeadPipeline.tsx';
import { PortalLead } from './PortalLead.tsx';
import { VisitorDetails } from './VisitorDetails.tsx';

/** A lead: what the visitor sent and where from on the left; what staff do with it on the right. */
export function InquiryPanels({ inquiry }: { inquiry: InquiryDetailView }) {
  return (
    <>
      <InquiryHeader inquiry={inquiry} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <VisitorDetails inquiry={inquiry} />
          <PortalLead inquiry={inquiry} />
          <LeadOrigin inquiry={inquiry} />
          <ContactLeads inquiry={inquiry} />
          <DoNotContact inquiry={inquiry} />
        </Stack>
        <Stack gap="md">
          <LeadPipeline inquiry={inquiry} />
          <InternalNotes inquiryId={inquiry.id} />
          <LeadHistory events={inquiry.events} />
        </Stack>
      </SimpleGrid>
    </>
  );
}
