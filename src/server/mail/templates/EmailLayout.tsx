import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { AGENCY } from '../../../shared/agency.ts';
import { baseLocale, type Locale } from '../../../shared/i18n/locales.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { getTextDirection } from '../../../shared/paraglide/runtime.js';

/**
 * The site's look as mail clients can show it: ivory paper, ink text, orchid accents, the serif of
 * the headings and the sans of the body (falling back to faces every client has, since most clients
 * load no web fonts).
 */
export const MAIL_COLORS = { orchid: '#B24AB2', ink: '#1B1F2A', sand: '#E9DFD3', paper: '#FBF8F4', muted: '#626A80' };
export const SERIF = "'Cormorant Garamond', Garamond, Georgia, 'Times New Roman', serif";
export const SANS = "'Jost', 'Helvetica Neue', Helvetica, Arial, sans-serif";

export const mailStyles = {
  heading: { fontFamily: SERIF, fontSize: '28px', fontWeight: 500, color: MAIL_COLORS.ink, margin: '0 0 16px' },
  text: { fontFamily: SANS, fontSize: '15px', lineHeight: '24px', color: MAIL_COLORS.ink, margin: '0 0 12px' },
  small: { fontFamily: SANS, fontSize: '13px', lineHeight: '20px', color: MAIL_COLORS.muted, margin: '0 0 8px' },
  link: { color: MAIL_COLORS.orchid, textDecoration: 'underline' },
  button: {
    display: 'inline-block',
    backgroundColor: MAIL_COLORS.orchid,
    color: '#FFFFFF',
    fontFamily: SANS,
    fontSize: '14px',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    padding: '12px 22px',
    textDecoration: 'none',
  },
} satisfies Record<string, CSSProperties>;

/**
 * Every e-mail's frame. `locale` is the reader's language (the enquirer's; staff read English): it
 * sets `lang` and `dir` (Arabic reads right to left), repeated on the body and the container because
 * several mail clients drop the attributes of `<html>`.
 */
export function EmailLayout({
  preview,
  children,
  footer,
  locale = baseLocale,
}: {
  preview: string;
  children: ReactNode;
  footer?: ReactNode;
  locale?: Locale;
}) {
  const dir = getTextDirection(locale);
  return (
    <Html lang={locale} dir={dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body dir={dir} style={{ backgroundColor: MAIL_COLORS.paper, margin: 0, padding: '24px 0' }}>
        <Container
          dir={dir}
          style={{ maxWidth: '600px', backgroundColor: '#FFFFFF', border: `1px solid ${MAIL_COLORS.sand}` }}
        >
          <Section style={{ borderTop: `4px solid ${MAIL_COLORS.orchid}`, padding: '24px 32px 8px' }}>
            <Text
              style={{
                fontFamily: SERIF,
                fontSize: '22px',
                letterSpacing: '0.12em',
                textTransform: 'uppercase',
                color: MAIL_COLORS.ink,
                margin: 0,
              }}
            >
              Six Senses Residences
            </Text>
            <Text style={{ ...mailStyles.small, letterSpacing: '0.2em', textTransform: 'uppercase', margin: 0 }}>
              {m.email_place({}, { locale })}
            </Text>
          </Section>
          <Section style={{ padding: '16px 32px 8px' }}>{children}</Section>
          <Section style={{ padding: '0 32px' }}>
            <Hr style={{ borderColor: MAIL_COLORS.sand, margin: '8px 0' }} />
          </Section>
          <Section style={{ padding: '8px 32px 24px' }}>
            <Text style={mailStyles.small}>
              {AGENCY.name} · {AGENCY.address.line}
              <br />
              <Link href={`tel:${AGENCY.phone.e164}`} dir="ltr" style={mailStyles.link}>
                {AGENCY.phone.display}
              </Link>{' '}
              ·{' '}
              <Link href={`mailto:${AGENCY.email}`} dir="ltr" style={mailStyles.link}>
                {AGENCY.email}
              </Link>
            </Text>
            {footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A label and value row of the lead's details. */
export function FieldRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <tr>
      <td
        style={{
          fontFamily: SANS,
          fontSize: '13px',
          color: MAIL_COLORS.muted,
          padding: '6px 16px 6px 0',
          verticalAlign: 'top',
          whiteSpace: 'nowrap',
          width: '140px',
        }}
      >
        {label}
      </td>
      <td
        style={{ fontFamily: SANS, fontSize: '14px', color: MAIL_COLORS.ink, padding: '6px 0', whiteSpace: 'pre-wrap' }}
      >
        {value}
      </td>
    </tr>
  );
}
