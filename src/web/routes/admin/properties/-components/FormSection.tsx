import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PropertyForm.module.css';

/** One card of the property form, under its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
