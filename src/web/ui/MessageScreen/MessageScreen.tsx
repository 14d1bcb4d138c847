import { Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './MessageScreen.module.css';

/**
 * A page that only says where the visitor stands (not found, unsubscribed, confirmed) and offers
 * the ways on (`children`, buttons): an optional large figure, a rule, the title and a line of text.
 */
export function MessageScreen({
  id,
  code,
  title,
  text,
  status = false,
  children,
}: {
  /** The title's id, which names the section. */
  id: string;
  /** A large figure above the title ('404'), decorative. */
  code?: string;
  title: string;
  text: string;
  /** Whether the text reports the outcome of what the visitor just did (read out as a status). */
  status?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <Container size="sm" className={classes.inner}>
        {code ? (
          <p className={classes.code} aria-hidden="true">
            {code}
          </p>
        ) : null}
        <span className={classes.rule} aria-hidden="true" />
        <Title order={1} id={id} className={classes.title}>
          {title}
        </Title>
        <Text className={classes.text} role={status ? 'status' : undefined}>
          {text}
        </Text>
        <Group justify="center" gap="md" className={classes.actions}>
          {children}
        </Group>
      </Container>
    </section>
  );
}
