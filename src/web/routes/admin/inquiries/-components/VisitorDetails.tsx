import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { InquiryDetailView } from '../../../../../shared/inquiries/types.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { detailRows, viewingSummary } from './inquiry-detail.ts';
import classes from './InquiryDetail.module.css';

/** A field the visitor sent, as a link where it can be one. */
function DetailValue({ label, value, onCall }: { label: string; value: string; onCall?: () => void }) {
  if (label === 'E-mail') return <Anchor href={`mailto:${value}`}>{value}</Anchor>;
  if (label === 'Phone')
    return (
      <Anchor href={`tel:${value.replace(/[^\d+]/g, '')}`} onClick={onCall}>
        {value}
      </Anchor>
    );
  return value;
}

/** Every field the visitor sent, and the property the lead is about; calling the number offers to log the call. */
export function VisitorDetails({ inquiry, onCall }: { inquiry: InquiryDetailView; onCall?: () => void }) {
  const viewing = viewingSummary(inquiry);
  return (
    <SectionCard title="What the visitor sent">
      <dl className={classes.fields}>
        {viewing ? (
          <div className={classes.field}>
            <dt>Viewing</dt>
            <dd>
              <Anchor
                renderRoot={(props) => <Link {...props} to="/admin/viewings" search={{ day: viewing.day }} />}
                data-testid="lead-viewing"
              >
                {viewing.text}
              </Anchor>
            </dd>
          </div>
        ) : null}
        {detailRows(inquiry).map(([label, value]) => (
          <div key={label} className={classes.field}>
            <dt>{label}</dt>
            <dd>
              <DetailValue label={label} value={value} onCall={onCall} />
            </dd>
          </div>
        ))}
        {inquiry.propertyId ? (
          <div className={classes.field}>
            <dt>Property</dt>
            <dd>
              <Anchor component={Link} to={`/admin/properties/${inquiry.propertyId}`}>
                {inquiry.propertyTitle ?? `Property #${inquiry.propertyId}`}
              </Anchor>
            </dd>
          </div>
        ) : null}
      </dl>
    </SectionCard>
  );
}
