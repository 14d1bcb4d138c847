import { Button, NativeSelect, SimpleGrid, Textarea } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AGENCY, agencyLinks } from '../../../shared/agency.ts';
import { CURRENT_CONSENT } from '../../../shared/inquiries/consent.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { ConsentCheckbox } from '../../features/leads/ConsentCheckbox/ConsentCheckbox.tsx';
import { ContactFields } from '../../features/leads/ContactFields/ContactFields.tsx';
import { RequestConfirmation } from '../../features/leads/RequestForm/RequestConfirmation.tsx';
import { useLeadForm } from '../../features/leads/use-lead-form.ts';
import { BookViewingButton } from '../../features/viewings/BookViewingDialog/BookViewingButton.tsx';
import { CONTACT } from '../../content/landing.ts';
import { CONTACT_INTERESTS } from '../../../shared/inquiries/schemas.ts';
import { MediaImage } from '../../ui/MediaImage/MediaImage.tsx';
import { contactFormSchema, contactPayload, EMPTY_CONTACT_FORM } from './contact-form-schema.ts';
import layout from '../../styles/layout.module.css';
import classes from './Landing.module.css';
import { Reveal } from './Reveal.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const INTEREST_LABELS: Record<(typeof CONTACT_INTERESTS)[number], () => string> = {
  Penthouse: m.property_type_penthouse,
  Villa: m.property_type_villa,
  Apartment: m.property_type_apartment,
  General: m.form_interest_general,
};

/** The contact section (id contact, the menu's CONTACT anchor) with the enquiry form. */
export function ContactSection() {
  const { form, formRef, submit, sending, sent, sendAnother } = useLeadForm({
    schema: contactFormSchema,
    initialValues: EMPTY_CONTACT_FORM,
    mutation: (trpc) => trpc.inquiries.create.mutationOptions(),
    toLead: (values, context) => ({ ...contactPayload(values), ...context }),
    toasts: {
      sent: () => ({
        title: m.form_contact_success_title(),
        message: m.form_contact_success_message(),
        color: 'teal',
      }),
      failed: () => ({
        title: m.form_contact_failure_title(),
        message: m.form_contact_failure_message(),
        color: 'red',
      }),
    },
  });
  const interestOptions = [
    { value: '', label: m.form_interest_placeholder() },
    ...CONTACT_INTERESTS.map((interest) => ({ value: interest, label: INTEREST_LABELS[interest]() })),
  ];

  return (
    <section id="contact" className={classes.section} aria-labelledby="contact-title">
      <div className={layout.container}>
        <Reveal className={classes.contactGrid}>
          <div>
            <SectionHeading
              id="contact-title"
              eyebrow={m.form_contact_eyebrow()}
              title={m.form_contact_heading()}
              align="start"
            >
              {m.form_contact_text()}
            </SectionHeading>
            {/* The form stays below, emptied and ready: the confirmation stays where the visitor can read it. */}
            {sent ? (
              <RequestConfirmation
                title={m.form_contact_sent_title()}
                text={m.form_contact_sent_text()}
                anotherLabel={m.form_contact_send_another()}
                onSubmitAnother={() => {
                  sendAnother();
                  form.getInputNode('firstName')?.focus();
                }}
              />
            ) : null}
            <form
              ref={formRef}
              onSubmit={submit}
              noValidate
              className={classes.contactForm}
              aria-label={m.form_contact_label()}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <ContactFields
                  inputProps={(field) => form.getInputProps(field)}
                  name="split"
                  phone="required"
                  labels={{ email: m.form_e_mail() }}
                />
              </SimpleGrid>
              <NativeSelect label={m.form_interest()} data={interestOptions} {...form.getInputProps('interest')} />
              <Textarea label={m.form_message()} autosize minRows={4} maxRows={10} {...form.getInputProps('message')} />
              <ConsentCheckbox
                version={CURRENT_CONSENT.privacy}
                policyHref={CONTACT.privacyHref}
                {...form.getInputProps('privacy', { type: 'checkbox' })}
              />
              <ConsentCheckbox
                version={CURRENT_CONSENT.marketing}
                {...form.getInputProps('marketing', { type: 'checkbox' })}
              />
              <div className={classes.formActions}>
                <Button type="submit" size="lg" disabled={sending}>
                  {sending ? m.form_submitting() : m.form_send_enquiry()}
                </Button>
                <Link to={CONTACT.valuationLink.href} className={classes.inlineLink}>
                  {m.form_contact_valuation_link()}
                </Link>
              </div>
            </form>
          </div>
          <aside className={classes.contactAside} aria-label={m.form_contact_details()}>
            <div className={classes.contactImage}>
              <MediaImage
                src={CONTACT.image.src}
                sizes="(min-width: 62em) 40vw, 100vw"
                width={800}
                height={600}
                alt={m.form_contact_image_alt()}
                loading="lazy"
                decoding="async"
                className={classes.cover}
              />
              <div className={classes.contactImageText}>
                <p className={classes.contactImageTitle}>{m.form_contact_image_heading()}</p>
                <p>{m.form_contact_image_text()}</p>
              </div>
            </div>
            <address className={classes.contactDetails}>
              <span>
                <IconMapPin size={18} stroke={1.25} aria-hidden="true" />
                {m.agency_address()}
              </span>
              <a href={agencyLinks.phone}>
                <IconPhone size={18} stroke={1.25} aria-hidden="true" />
                <bdi dir="ltr">{AGENCY.phone.display}</bdi>
              </a>
              <a href={agencyLinks.email}>
                <IconMail size={18} stroke={1.25} aria-hidden="true" />
                {AGENCY.email}
              </a>
              <a href={agencyLinks.whatsapp()} target="_blank" rel="noopener noreferrer">
                <IconBrandWhatsapp size={18} stroke={1.25} aria-hidden="true" />
                {m.whatsapp_label()}
              </a>
            </address>
            <BookViewingButton propertyId={null} variant="outline" color="ink.9" size="lg" fullWidth mt="md" />
          </aside>
        </Reveal>
      </div>
    </section>
  );
}
