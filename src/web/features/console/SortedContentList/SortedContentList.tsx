import { ActionIcon, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ConfirmDeleteModal } from '../ConfirmDeleteModal/ConfirmDeleteModal.tsx';
import { ListLoadError, ListPending } from '../ScreenStates/ListStates.tsx';
import { moveItem } from '../order.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import classes from './SortedContentList.module.css';

interface Row {
  id: number;
}

/** The title row of a sorted content list, the same while it loads, fails or shows. */
interface ListHeader {
  title: string;
  description: string;
  addLabel: string;
  addTo: string;
}

function AddButton({ addLabel, addTo }: Pick<ListHeader, 'addLabel' | 'addTo'>) {
  return (
    <Button component={Link} to={addTo} leftSection={<IconPlus size={16} aria-hidden />}>
      {addLabel}
    </Button>
  );
}

function headerFrame({ title, description, addLabel, addTo }: ListHeader) {
  return (body: ReactNode) => (
    <>
      <PageHeader title={title} description={description} actions={<AddButton addLabel={addLabel} addTo={addTo} />} />
      {body}
    </>
  );
}

/** The list route's pending component: row shapes under the title row while it loads. */
export function SortedContentPending(header: ListHeader) {
  return (
    <ListPending frame={headerFrame(header)}>
      <Stack gap="xs" aria-busy="true" aria-label={`Loading ${header.title.toLowerCase()}`}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={72} />
        ))}
      </Stack>
    </ListPending>
  );
}

/**
 * The list route's error component: its failure text under the title row. Routes render these two
 * from their own `pendingComponent` / `errorComponent` so the router's code splitting moves them,
 * with this module, out of the route tree every page loads.
 */
export function SortedContentError(header: ListHeader) {
  return <ListLoadError frame={headerFrame(header)}>The list could not be loaded. Please try again.</ListLoadError>;
}

/**
 * The list screen shared by gallery images, amenities and testimonials: the order staff set is
 * the order the landing page shows, changed with the arrows; each row can be edited or deleted.
 */
export function SortedContentList<T extends Row>({
  title,
  description,
  addLabel,
  addTo,
  editTo,
  items,
  emptyText,
  nameOf,
  renderRow,
  onReorder,
  reordering,
  onDelete,
  deleting,
}: {
  title: string;
  description: string;
  addLabel: string;
  addTo: string;
  editTo: (item: T) => string;
  items: T[];
  emptyText: string;
  nameOf: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  onReorder: (ids: number[]) => void;
  reordering: boolean;
  onDelete: (item: T, done: () => void) => void;
  deleting: boolean;
}) {
  const [selected, setSelected] = useState<T | null>(null);
  const addButton = <AddButton addLabel={addLabel} addTo={addTo} />;

  return headerFrame({ title, description, addLabel, addTo })(
    <>
      {items.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <Text c="dimmed">{emptyText}</Text>
            {addButton}
          </Stack>
        </Card>
      ) : (
        <ol className={classes.list} aria-label={title} aria-busy={reordering}>
          {items.map((item, index) => (
            <li key={item.id} className={classes.row} data-testid="content-row">
              <span className={classes.position} aria-hidden>
                {index + 1}
              </span>
              <div className={classes.body}>{renderRow(item)}</div>
              <Group gap={4} wrap="nowrap" className={classes.actions}>
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${nameOf(item)} up`}
                  disabled={index === 0 || reordering}
                  onClick={() => onReorder(moveItem(items, index, -1).map((row) => row.id))}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${nameOf(item)} down`}
                  disabled={index === items.length - 1 || reordering}
                  onClick={() => onReorder(moveItem(items, index, 1).map((row) => row.id))}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon component={Link} to={editTo(item)} variant="subtle" aria-label={`Edit ${nameOf(item)}`}>
                  <IconEdit size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${nameOf(item)}`}
                  onClick={() => setSelected(item)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDeleteModal
        name={selected ? nameOf(selected) : null}
        busy={deleting}
        onCancel={() => setSelected(null)}
        onConfirm={() => selected && onDelete(selected, () => setSelected(null))}
      />
    </>,
  );
}
