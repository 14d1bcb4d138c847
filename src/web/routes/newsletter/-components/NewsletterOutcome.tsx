import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { m } from '../../../../shared/paraglide/messages.js';
import { localHref } from '../../../lib/i18n.ts';
import classes from './Unsubscribe.module.css';

/** The page behind a link of our newsletter e-mails (unsubscribe, confirm): where it stands, and the way on. */
export function NewsletterOutcome({ title, text }: { title: string; text: string }) {
  return (
    <section className={classes.section} aria-labelledby="newsletter-outcome-title">
      <Container size="sm" className={classes.inner}>
        <span className={classes.rule} aria-hidden="true" />
        <Title order={1} id="newsletter-outcome-title" className={classes.title}>
          {title}
        </Title>
        <Text className={classes.text} role="status">
          {text}
        </Text>
        <Group justify="center" gap="md" className={classes.actions}>
          <Button component={Link} to="/">
            {m.not_found_home()}
          </Button>
          <Button component="a" href={localHref('/contact-for-properties')} variant="outline" color="ink.9">
            {m.not_found_contact()}
          </Button>
        </Group>
      </Container>
    </section>
  );
}
