import { Card, Text, Title, type CardProps, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A card of a console screen under its heading, with a line that says what it is for when it needs
 * one. `titleGap` is the space under the heading where the body needs more than the usual.
 */
export function SectionCard({
  title,
  description,
  titleGap,
  children,
  ...card
}: CardProps & {
  title: string;
  description?: ReactNode;
  titleGap?: MantineSpacing;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Card withBorder padding="lg" {...card}>
      <Title order={2} fz="1.3rem" mb={titleGap ?? (description ? 'xs' : 'sm')}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}
