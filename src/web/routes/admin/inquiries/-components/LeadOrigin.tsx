import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { InquiryDetailView } from '../../../../../shared/inquiries/types.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { formatDateTime } from '../../../../lib/format-time.ts';
import {
  attributionRows,
  consentLines,
  consentWordingNote,
  noConsentNote,
  type ConsentLine,
} from './inquiry-detail.ts';
import classes from './InquiryDetail.module.css';

const PURPOSE_LABELS: Record<ConsentLine['purpose'], string> = {
  marketing: 'News and offers',
  privacy: 'Privacy',
  unknown: 'Unknown',
};

/**
 * Where the lead came from, and what the visitor agreed to on the form: each wording ticked, word for
 * word with its version, and when; nothing else is said to have been agreed.
 */
export function LeadOrigin({ inquiry }: { inquiry: InquiryDetailView }) {
  const consents = consentLines(inquiry);
  return (
    <SectionCard title="Attribution">
      <dl className={classes.fields} data-testid="inquiry-attribution">
        {attributionRows(inquiry).map(([label, value]) => (
          <div key={label} className={classes.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Title order={3} fz="1.1rem" mt="md" mb="xs">
        Consent
      </Title>
      {consents.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="inquiry-consent">
          {noConsentNote(inquiry)}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="inquiry-consent">
          {consents.map((consent) => (
            <div key={consent.version}>
              <Group gap="xs">
                <Badge variant="light" color={consent.purpose === 'marketing' ? 'teal' : 'gray'} tt="none">
                  {PURPOSE_LABELS[consent.purpose]}
                </Badge>
                <Text size="xs" c="dimmed">
                  {consent.version}
                </Text>
              </Group>
              <Text size="sm">“{consent.text}”</Text>
              {consent.shown && (
                <Text size="sm" c="dimmed" lang={inquiry.language}>
                  As shown on the page: “{consent.shown}”
                </Text>
              )}
            </div>
          ))}
          {consentWordingNote(inquiry) && (
            <Text size="xs" c="dimmed">
              {consentWordingNote(inquiry)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Agreed {inquiry.consentedAt ? formatDateTime(inquiry.consentedAt) : ''}
            {inquiry.consentPage ? ` on ${inquiry.consentPage}` : ''}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
