import { Heading, Img, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { getTextDirection } from '../../../shared/paraglide/runtime.js';
import { EmailLayout, MAIL_COLORS, mailStyles, SERIF } from './EmailLayout.tsx';

export interface LeadAcknowledgementProps {
  /** The language of the page the lead was sent from: the whole message is written in it. */
  locale: Locale;
  firstName: string;
  /** What the visitor asked about, in a few words ("your enquiry about Sky Villa 2"), in `locale`. */
  topic: string;
  contact: {
    name: string;
    title: string;
    photoUrl: string | null;
    phone: string;
    phoneHref: string;
    whatsappUrl: string;
    email: string;
  };
  /** What the message carries besides (a cost breakdown), after its first paragraph. */
  children?: ReactNode;
  /** A shortlist sent to oneself: each advertised residence with the address of its page. */
  residences?: Array<{ title: string; url: string }>;
}

/** To the enquirer: we have it, who will answer, how to reach them now, and what happens next. */
export function LeadAcknowledgement({
  locale,
  firstName,
  topic,
  contact,
  children,
  residences = [],
}: LeadAcknowledgementProps) {
  const options = { locale };
  const name = contact.name;
  // Numbers and addresses are set left to right (dir="ltr") inside Arabic text, or '+971 50' would read '50 971+'.
  // The photo sits at the start of the line: on the right in Arabic, so its gap is on its other side.
  const photoGap = getTextDirection(locale) === 'rtl' ? { paddingLeft: '16px' } : { paddingRight: '16px' };
  return (
    // The preview is the line inboxes show beside the subject: like the subject, nothing the visitor typed.
    <EmailLayout locale={locale} preview={m.email_ack_preview({ name }, options)}>
      <Heading as="h1" style={mailStyles.heading}>
        {m.email_ack_heading({ firstName }, options)}
      </Heading>
      <Text style={mailStyles.text}>{m.email_ack_body({ topic, name }, options)}</Text>
      {children}
      {residences.length > 0 && (
        <Section>
          <Text style={{ ...mailStyles.text, fontWeight: 600 }}>{m.email_ack_shortlist_heading({}, options)}</Text>
          {residences.map((residence) => (
            <Text key={residence.url} style={{ ...mailStyles.text, margin: '0 0 8px' }}>
              <Link href={residence.url} style={mailStyles.link}>
                {residence.title}
              </Link>
            </Text>
          ))}
        </Section>
      )}
      <Section style={{ backgroundColor: MAIL_COLORS.paper, border: `1px solid ${MAIL_COLORS.sand}`, padding: '16px' }}>
        <table role="presentation" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              {contact.photoUrl && (
                <td style={{ ...photoGap, verticalAlign: 'top' }}>
                  <Img
                    src={contact.photoUrl}
                    alt={contact.name}
                    width="88"
                    height="88"
                    style={{ objectFit: 'cover' }}
                  />
                </td>
              )}
              <td style={{ verticalAlign: 'top' }}>
                <Text style={{ fontFamily: SERIF, fontSize: '22px', color: MAIL_COLORS.ink, margin: '0 0 4px' }}>
                  {contact.name}
                </Text>
                <Text style={mailStyles.small}>{contact.title}</Text>
                <Text style={{ ...mailStyles.text, margin: '0 0 4px' }}>
                  {m.email_ack_phone({}, options)}{' '}
                  <Link href={contact.phoneHref} dir="ltr" style={mailStyles.link}>
                    {contact.phone}
                  </Link>
                </Text>
                <Text style={{ ...mailStyles.text, margin: '0 0 4px' }}>
                  {m.email_ack_whatsapp({}, options)}{' '}
                  <Link href={contact.whatsappUrl} dir="ltr" style={mailStyles.link}>
                    {contact.whatsappUrl}
                  </Link>
                </Text>
                <Text style={{ ...mailStyles.text, margin: 0 }}>
                  {m.email_ack_email({}, options)}{' '}
                  <Link href={`mailto:${contact.email}`} dir="ltr" style={mailStyles.link}>
                    {contact.email}
                  </Link>
                </Text>
              </td>
            </tr>
          </tbody>
        </table>
      </Section>
      <Heading as="h2" style={{ ...mailStyles.heading, fontSize: '20px', margin: '24px 0 8px' }}>
        {m.email_ack_next_title({}, options)}
      </Heading>
      <Text style={mailStyles.text}>
        {m.email_ack_next_1({ name }, options)}
        <br />
        {m.email_ack_next_2({}, options)}
        <br />
        {m.email_ack_next_3({}, options)}
      </Text>
      <Text style={mailStyles.small}>{m.email_ack_not_marketing({}, options)}</Text>
    </EmailLayout>
  );
}
