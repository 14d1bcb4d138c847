import { Anchor, Badge, Button, Group } from '@mantine/core';
import type { InquiryDetailView } from '../../../../../shared/inquiries/types.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { callDuration, portalAnswerLink, portalLeadLabel } from '../../../../features/portal-leads/portal-labels.ts';
import classes from './InquiryDetail.module.css';

/** A portal's lead: the channel, the listing as the portal showed it, the call, and where to answer it. */
export function PortalLead({ inquiry }: { inquiry: InquiryDetailView }) {
  const portal = inquiry.portal;
  if (!portal) return null;
  const answer = portalAnswerLink(portal);
  const rows: Array<[string, React.ReactNode]> = [
    ['Portal lead id', portal.leadId],
    ['Listing reference', portal.listing?.reference ?? '—'],
    ['Portal listing id', portal.listing?.id ?? '—'],
    ...(portal.listing?.title ? [['Listing', portal.listing.title] as [string, string]] : []),
    ...(portal.listing?.url
      ? [
          [
            'Listing link',
            <Anchor key="listing" href={portal.listing.url} target="_blank" rel="noopener noreferrer">
              {portal.listing.url}
            </Anchor>,
          ] as [string, React.ReactNode],
        ]
      : []),
    ...(portal.whatsappUsername ? [['WhatsApp', portal.whatsappUsername] as [string, string]] : []),
    ...(portal.call
      ? [
          ['Call status', portal.call.status ?? '—'] as [string, string],
          ['Call duration', portal.call.durationSeconds === null ? '—' : callDuration(portal.call.durationSeconds)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <SectionCard title="From the portal">
      <Group gap="xs" mb="sm">
        <Badge variant="light" color="teal" tt="none" data-testid="portal-lead-label">
          {portalLeadLabel(portal)}
        </Badge>
        {inquiry.propertyId === null && portal.listing ? (
          <Badge variant="outline" color="gray" tt="none">
            Listing not matched to a property
          </Badge>
        ) : null}
      </Group>
      <dl className={classes.fields} data-testid="portal-lead">
        {rows.map(([label, value]) => (
          <div key={label} className={classes.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {answer ? (
        <Button
          component="a"
          href={answer.href}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          mt="md"
          data-testid="portal-answer"
        >
          {answer.label}
        </Button>
      ) : null}
    </SectionCard>
  );
}
