import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { m } from '../../../shared/paraglide/messages.js';
import { localHref } from '../../lib/i18n.ts';
import classes from './NotFoundScreen.module.css';

/** The not-found screen, shown for any unknown path (HTTP 404). */
export function NotFoundScreen() {
  return (
    <section className={classes.section} aria-labelledby="not-found-title">
      <Container size="sm" className={classes.inner}>
        <p className={classes.code} aria-hidden="true">
          404
        </p>
        <span className={classes.rule} aria-hidden="true" />
        <Title order={1} id="not-found-title" className={classes.title}>
          {m.not_found_title()}
        </Title>
        <Text className={classes.text}>{m.not_found_text()}</Text>
        <Group justify="center" gap="md" className={classes.actions}>
          <Button component={Link} to="/">
            {m.not_found_home()}
          </Button>
          <Button component={Link} to="/properties" variant="outline">
            {m.not_found_properties()}
          </Button>
          <Button component="a" href={localHref('/contact-for-properties')} variant="outline" color="ink.9">
            {m.not_found_contact()}
          </Button>
        </Group>
      </Container>
    </section>
  );
}
