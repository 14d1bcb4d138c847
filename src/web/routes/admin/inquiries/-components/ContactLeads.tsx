import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { InquiryDetailView } from '../../../../../shared/inquiries/types.ts';
import { kindLabel } from '../../../../features/console/inquiry-labels.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { formatDateTime } from '../../../../lib/format-time.ts';
import classes from './InquiryDetail.module.css';

/** The same person's other leads (same e-mail or phone), oldest first, each a link. */
export function ContactLeads({ inquiry }: { inquiry: InquiryDetailView }) {
  return (
    <SectionCard title="Other leads from this contact">
      {inquiry.contactLeads.length === 0 ? (
        <Text size="sm" c="dimmed">
          This is the contact's only lead.
        </Text>
      ) : (
        <Stack gap={6} component="ul" data-testid="contact-leads" className={classes.contactLeads}>
          {inquiry.contactLeads.map((lead) => (
            <li key={lead.id}>
              <Anchor component={Link} to={`/admin/inquiries/${lead.id}`}>
                {kindLabel(lead.kind)} · {formatDateTime(lead.createdAt)}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                {lead.createdAt < inquiry.createdAt ? 'earlier' : 'later'} · {lead.status}
                {lead.email.toLowerCase() !== inquiry.email.toLowerCase() ? ` · ${lead.email}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
