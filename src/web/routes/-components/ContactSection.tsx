import { Button, Container, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { AGENCY, agencyLinks } from '../../../shared/agency.ts';
import { CURRENT_CONSENT } from '../../../shared/inquiries/consent.ts';
import { ConsentCheckbox } from '../../components/ConsentCheckbox/ConsentCheckbox.tsx';
import { leadContext } from '../../lib/attribution.ts';
import { CONTACT } from '../../content/landing.ts';
import { CONTACT_INTERESTS } from '../../../shared/inquiries/schemas.ts';
import { mediaSrcSet } from '../../lib/images.ts';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';
import {
  contactFormSchema,
  contactPayload,
  EMPTY_CONTACT_FORM,
  type ContactFormValues,
} from './contact-form-schema.ts';
import classes from './Landing.module.css';
import { Reveal } from './Reveal.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const INTEREST_OPTIONS = [
  { value: '', label: 'Select an interest' },
  ...CONTACT_INTERESTS.map((interest) => ({ value: interest, label: interest })),
];

/** The contact section (id contact, the menu's CONTACT anchor) with the enquiry form. */
export function ContactSection() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const form = useForm<ContactFormValues>({
    initialValues: EMPTY_CONTACT_FORM,
    validate: schemaResolver(contactFormSchema, { sync: true }),
    validateInputOnChange: false,
  });
  const submitInquiry = useMutation(trpc.inquiries.create.mutationOptions());

  const submit = form.onSubmit((values) => {
    submitInquiry.mutate(
      { ...contactPayload(values), ...leadContext() },
      {
        onSuccess: () => {
          notifications.show({ title: CONTACT.success.title, message: CONTACT.success.message, color: 'teal' });
          form.reset();
        },
        onError: (error) => {
          notifications.show({
            title: CONTACT.failure.title,
            message: trpcErrorMessage(error, CONTACT.failure.message),
            color: 'red',
          });
        },
      },
    );
  });

  return (
    <section id="contact" className={classes.section} aria-labelledby="contact-title">
      <Container>
        <Reveal className={classes.contactGrid}>
          <div>
            <SectionHeading id="contact-title" eyebrow={CONTACT.eyebrow} title={CONTACT.heading} align="start">
              {CONTACT.text}
            </SectionHeading>
            <form onSubmit={submit} noValidate className={classes.contactForm} aria-label="Contact form">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
                <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
                <TextInput label="E-mail" type="email" required autoComplete="email" {...form.getInputProps('email')} />
                <TextInput label="Phone" type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
              </SimpleGrid>
              <NativeSelect label="Interest" data={INTEREST_OPTIONS} {...form.getInputProps('interest')} />
              <Textarea label="Message" autosize minRows={4} maxRows={10} {...form.getInputProps('message')} />
              <ConsentCheckbox
                version={CURRENT_CONSENT.privacy}
                policyHref={CONTACT.privacyHref}
                linkClassName={classes.inlineLink}
                {...form.getInputProps('privacy', { type: 'checkbox' })}
              />
              <ConsentCheckbox
                version={CURRENT_CONSENT.marketing}
                {...form.getInputProps('marketing', { type: 'checkbox' })}
              />
              <div className={classes.formActions}>
                <Button type="submit" size="lg" disabled={submitInquiry.isPending}>
                  {submitInquiry.isPending ? 'Submitting...' : 'Send Enquiry'}
                </Button>
                <Link to={CONTACT.valuationLink.href} className={classes.inlineLink}>
                  {CONTACT.valuationLink.label}
                </Link>
              </div>
            </form>
          </div>
          <aside className={classes.contactAside} aria-label="Contact details">
            <div className={classes.contactImage}>
              <img
                src={CONTACT.image.src}
                srcSet={mediaSrcSet(CONTACT.image.src)}
                sizes="(min-width: 62em) 40vw, 100vw"
                width={800}
                height={600}
                alt={CONTACT.image.alt}
                loading="lazy"
                decoding="async"
                className={classes.cover}
              />
              <div className={classes.contactImageText}>
                <p className={classes.contactImageTitle}>{CONTACT.imageCta.heading}</p>
                <p>{CONTACT.imageCta.text}</p>
              </div>
            </div>
            <address className={classes.contactDetails}>
              <span>
                <IconMapPin size={18} stroke={1.25} aria-hidden="true" />
                {AGENCY.address.line}
              </span>
              <a href={agencyLinks.phone}>
                <IconPhone size={18} stroke={1.25} aria-hidden="true" />
                {AGENCY.phone.display}
              </a>
              <a href={agencyLinks.email}>
                <IconMail size={18} stroke={1.25} aria-hidden="true" />
                {AGENCY.email}
              </a>
              <a href={agencyLinks.whatsapp()} target="_blank" rel="noopener noreferrer">
                <IconBrandWhatsapp size={18} stroke={1.25} aria-hidden="true" />
                Chat on WhatsApp
              </a>
            </address>
          </aside>
        </Reveal>
      </Container>
    </section>
  );
}
