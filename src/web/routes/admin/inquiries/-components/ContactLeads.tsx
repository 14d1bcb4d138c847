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
      {inquiry.contactLeadsElsewhere > 0 && (
        <Text size="sm" data-testid="contact-leads-elsewhere">
          {inquiry.contactLeadsElsewhere === 1
            ? 'This contact has one more lead, handled by another agent or a manager.'
            : `This contact has ${inquiry.contactLeadsElsewhere} more leads, handled by other agents or a manager.`}
        </Text>
      )}
      {inquiry.contactLeads.length === 0 ? (
        inquiry.contactLeadsElsewhere === 0 && (
          <Text size="sm" c="dimmed">
            This is the contact's only lead.
          </Text>
        )
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
