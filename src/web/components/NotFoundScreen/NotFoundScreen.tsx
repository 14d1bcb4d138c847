import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
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
          Page Not Found
        </Title>
        <Text className={classes.text}>
          The page you are looking for may have been removed, had its name changed, or never existed.
        </Text>
        <Group justify="center" gap="md" className={classes.actions}>
          <Button component={Link} to="/">
            Return Home
          </Button>
          <Button component={Link} to="/properties" variant="outline">
            Browse Properties
          </Button>
          <Button component="a" href="/contact-for-properties" variant="outline" color="ink.9">
            Contact Us
          </Button>
        </Group>
      </Container>
    </section>
  );
}
