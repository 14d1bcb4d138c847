import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

/**
 * The title row of a console screen, with its main action on the right: above the screen, or
 * (`inCard`) in the top section of the card that holds the screen, as the agents' screens have it.
 */
export function PageHeader({
  title,
  description,
  actions,
  inCard = false,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  inCard?: boolean;
}) {
  return (
    <Group
      justify="space-between"
      align={inCard ? undefined : 'flex-end'}
      mb={inCard ? undefined : 'lg'}
      gap="sm"
      wrap="wrap"
    >
      <div>
        <Title order={1} className={inCard ? classes.cardTitle : classes.title}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </div>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
