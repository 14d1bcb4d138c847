import { Alert, Anchor, List } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** One residence on the dashboard that staff should look at, and why. */
export interface AttentionItem {
  propertyId: number;
  title: string;
  /** Where the listing stands ('on the market', 'published'), shown in brackets after its title. */
  state: string;
  problem: string;
}

/**
 * The dashboard's warning lists (advertising permits, Property Finder actions): a titled alert with
 * each residence linked to its record, its state and what needs doing.
 */
export function AttentionList({
  source,
  color,
  icon,
  items,
  testId,
  itemTestId,
}: {
  /** What raised the warnings, the title's first words ('Advertising permits'). */
  source: string;
  color: string;
  icon: ReactNode;
  items: AttentionItem[];
  testId: string;
  itemTestId?: string;
}) {
  return (
    <Alert
      color={color}
      variant="light"
      icon={icon}
      mb="lg"
      title={`${source}: ${items.length} ${items.length === 1 ? 'listing needs' : 'listings need'} attention`}
      data-testid={testId}
    >
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={item.propertyId} data-testid={itemTestId}>
            <Anchor component={Link} to={`/admin/properties/${item.propertyId}`} size="sm" c="ink.9" underline="always">
              {item.title}
            </Anchor>{' '}
            ({item.state}): {item.problem}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
