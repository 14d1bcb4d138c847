import { Button, Container, Text, Title } from '@mantine/core';
import classes from './RouteErrorScreen.module.css';

export interface RouteErrorScreenProps {
  /** Defaults to a generic heading; the property list says 'Error loading properties'. */
  title?: string;
}

/**
 * Shown when a page's data fails to load. Retry reloads the whole page, which also
 * gives the server a fresh chance to render it.
 */
export function RouteErrorScreen({ title = 'Something went wrong' }: RouteErrorScreenProps) {
  return (
    <section className={classes.section} role="alert">
      <Container size="sm" className={classes.inner}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text className={classes.text}>We could not load this page just now. Please try again in a moment.</Text>
        <Button onClick={() => window.location.reload()} className={classes.retry}>
          Retry
        </Button>
      </Container>
    </section>
  );
}
