import { Button, Container, Text, Title } from '@mantine/core';
import { m } from '../../../shared/paraglide/messages.js';
import classes from './RouteErrorScreen.module.css';

export interface RouteErrorScreenProps {
  /** Defaults to a generic heading; the property list says 'Error loading properties'. */
  title?: string;
}

/**
 * Shown when a page's data fails to load. Retry reloads the whole page, which also
 * gives the server a fresh chance to render it.
 */
export function RouteErrorScreen({ title = m.error_title() }: RouteErrorScreenProps) {
  return (
    <section className={classes.section} role="alert">
      <Container size="sm" className={classes.inner}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text className={classes.text}>{m.error_text()}</Text>
        <Button onClick={() => window.location.reload()} className={classes.retry}>
          {m.error_retry()}
        </Button>
      </Container>
    </section>
  );
}
