import { Heading, Img, Link, Section, Text } from '@react-email/components';
import { EmailLayout, MAIL_COLORS, mailStyles, SERIF } from './EmailLayout.tsx';

export interface LeadAcknowledgementProps {
  firstName: string;
  /** What the visitor asked about, in a few words ("your enquiry about Sky Villa 2"). */
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
}

/** To the enquirer: we have it, who will answer, how to reach them now, and what happens next. */
export function LeadAcknowledgement({ firstName, topic, contact }: LeadAcknowledgementProps) {
  return (
    <EmailLayout preview={`Thank you, ${firstName}: ${contact.name} will be in touch shortly`}>
      <Heading as="h1" style={mailStyles.heading}>
        Thank you, {firstName}
      </Heading>
      <Text style={mailStyles.text}>
        We have received {topic}. {contact.name} will personally look after you and will be in touch shortly, usually
        within the hour during office hours (09:00 to 19:00 Dubai time, seven days a week).
      </Text>
      <Section style={{ backgroundColor: MAIL_COLORS.paper, border: `1px solid ${MAIL_COLORS.sand}`, padding: '16px' }}>
        <table role="presentation" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              {contact.photoUrl && (
                <td style={{ paddingRight: '16px', verticalAlign: 'top' }}>
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
                  Phone:{' '}
                  <Link href={contact.phoneHref} style={mailStyles.link}>
                    {contact.phone}
                  </Link>
                </Text>
                <Text style={{ ...mailStyles.text, margin: '0 0 4px' }}>
                  WhatsApp:{' '}
                  <Link href={contact.whatsappUrl} style={mailStyles.link}>
                    {contact.whatsappUrl}
                  </Link>
                </Text>
                <Text style={{ ...mailStyles.text, margin: 0 }}>
                  E-mail:{' '}
                  <Link href={`mailto:${contact.email}`} style={mailStyles.link}>
                    {contact.email}
                  </Link>
                </Text>
              </td>
            </tr>
          </tbody>
        </table>
      </Section>
      <Heading as="h2" style={{ ...mailStyles.heading, fontSize: '20px', margin: '24px 0 8px' }}>
        What happens next
      </Heading>
      <Text style={mailStyles.text}>
        1. {contact.name} reviews your request and calls or messages you to understand what you are looking for.
        <br />
        2. We share the residences, floor plans and prices that match, with honest advice on the market.
        <br />
        3. When you are ready, we arrange a private viewing on Palm Jumeirah or a video tour, at a time that suits you.
      </Text>
      <Text style={mailStyles.small}>
        You receive this e-mail because you contacted us through our website. It is not a marketing message.
      </Text>
    </EmailLayout>
  );
}
