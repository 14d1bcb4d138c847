import { Badge, Button, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { AGENCY } from '../../../../shared/agency.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import type { PropertyView } from '../../../../shared/properties/types.ts';
import { propertyStatusLabel } from '../../../features/properties/labels.ts';
import { agentMailtoLink, agentWhatsappLink } from '../../../features/properties/property-links.ts';
import { FALLBACK_PHOTO } from '../../../ui/MediaImage/MediaImage.tsx';
import classes from './PropertyDetail.module.css';

/** Who to call about it, its availability and its advertising permit. */
export function AgentCard({ property, permitQrSvg }: { property: PropertyView; permitQrSvg: string | null }) {
  const agent = property.agent;
  return (
    <aside className={classes.agentCard} aria-labelledby="agent-title">
      <h2 id="agent-title" className={classes.subheading}>
        {m.property_contact_agent()}
      </h2>
      {agent ? (
        <>
          <div className={classes.agent}>
            <img
              src={agent.photoUrl || FALLBACK_PHOTO}
              width={88}
              height={88}
              alt={m.property_agent_portrait({ name: agent.name })}
              loading="lazy"
              className={classes.agentPhoto}
            />
            <div>
              <p className={classes.agentName}>{agent.name}</p>
              <p className={classes.agentInfo}>{agent.info || agent.title}</p>
              {agent.license ? (
                <p className={classes.agentLicense}>{m.property_agent_licence({ licence: agent.license })}</p>
              ) : null}
            </div>
          </div>
          <div className={classes.agentActions}>
            <ContactButtons
              property={property}
              telephone={agent.phone.replace(/[^\d+]/g, '')}
              phoneShown={agent.phone}
              whatsapp={agent.phone}
              email={agent.email}
              emailLabel={m.property_email_agent()}
            />
          </div>
        </>
      ) : (
        <div className={classes.agentActions}>
          <Text>{m.property_team_viewing()}</Text>
          <ContactButtons
            property={property}
            telephone={AGENCY.phone.e164}
            phoneShown={AGENCY.phone.display}
            whatsapp={AGENCY.whatsapp}
            email={AGENCY.email}
            emailLabel={m.property_email_us()}
          />
        </div>
      )}
      <Badge variant="light" color="ink" mt="md" radius={0}>
        {propertyStatusLabel(property.availability)}
      </Badge>
      <PermitPanel number={property.permitNumber} qrSvg={permitQrSvg} />
    </aside>
  );
}

/** Call, WhatsApp and e-mail about the residence: its agent's, or the agency's when it has none. */
function ContactButtons({
  property,
  telephone,
  phoneShown,
  whatsapp,
  email,
  emailLabel,
}: {
  property: PropertyView;
  telephone: string;
  phoneShown: string;
  whatsapp: string;
  email: string;
  emailLabel: string;
}) {
  return (
    <>
      <Button
        component="a"
        href={`tel:${telephone}`}
        leftSection={<IconPhone size={16} aria-hidden="true" />}
        fullWidth
      >
        {m.property_call({ phone: phoneShown })}
      </Button>
      <Button
        component="a"
        href={agentWhatsappLink(whatsapp, property)}
        target="_blank"
        rel="noopener noreferrer"
        variant="outline"
        leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
        fullWidth
      >
        {m.property_whatsapp_inquiry()}
      </Button>
      <Button
        component="a"
        href={agentMailtoLink(email, property)}
        variant="outline"
        color="ink.9"
        leftSection={<IconMail size={16} aria-hidden="true" />}
        fullWidth
      >
        {emailLabel}
      </Button>
    </>
  );
}

/** The advertising permit a Dubai listing must show: its number and the QR code that verifies it. */
function PermitPanel({ number, qrSvg }: { number: string | null; qrSvg: string | null }) {
  if (!number && !qrSvg) return null;
  return (
    <div className={classes.permit} data-testid="advertising-permit">
      {qrSvg ? (
        <div
          className={classes.permitQr}
          role="img"
          aria-label={m.property_permit_qr()}
          title={m.property_permit_qr()}
          data-testid="permit-qr"
          // Made on the server by the QR library from the permit's verification link: markup we wrote, not input.
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
      ) : null}
      <div>
        {number ? <p className={classes.permitNumber}>{m.property_permit({ number })}</p> : null}
        <p className={classes.permitNote}>{m.property_permit_note()}</p>
      </div>
    </div>
  );
}
