import { ActionIcon, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ConfirmDeleteModal } from '../ConfirmDeleteModal/ConfirmDeleteModal.tsx';
import { moveItem } from '../order.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { ListLoadError, ListPending } from '../ListStates/ListStates.tsx';
import { useSortedContentActions, type SortedContentProcedures } from './use-sorted-content-actions.ts';
import classes from './SortedContentList.module.css';

/** The title row of a sorted content list, the same while it loads, fails or shows. */
export interface SortedContentHeader {
  title: string;
  description: string;
  addLabel: string;
  /** The list's path: a record is added at `<listPath>/new` and edited at `<listPath>/<id>`. */
  listPath: string;
}

function AddButton({ header }: { header: SortedContentHeader }) {
  return (
    <Button component={Link} to={`${header.listPath}/new`} leftSection={<IconPlus size={16} aria-hidden />}>
      {header.addLabel}
    </Button>
  );
}

function SortedContentFrame({ header, children }: { header: SortedContentHeader; children: ReactNode }) {
  return (
    <>
      <PageHeader title={header.title} description={header.description} actions={<AddButton header={header} />} />
      {children}
    </>
  );
}

/** The list route's pending component: row shapes under the title row while it loads. */
export function SortedContentPending({ header }: { header: SortedContentHeader }) {
  return (
    <SortedContentFrame header={header}>
      <ListPending>
        <Stack gap="xs" aria-busy="true" aria-label={`Loading ${header.title.toLowerCase()}`}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={72} />
          ))}
        </Stack>
      </ListPending>
    </SortedContentFrame>
  );
}

/**
 * The list route's error component: its failure text under the title row. Routes render these two
 * from their own `pendingComponent` / `errorComponent` so the router's code splitting moves them,
 * with this module, out of the route tree every page loads.
 */
export function SortedContentError({ header }: { header: SortedContentHeader }) {
  return (
    <SortedContentFrame header={header}>
      <ListLoadError>The list could not be loaded. Please try again.</ListLoadError>
    </SortedContentFrame>
  );
}

/**
 * The list screen shared by gallery images, amenities and testimonials: the order staff set is
 * the order the landing page shows, changed with the arrows; each row can be edited or deleted.
 */
export function SortedContentList<T extends { id: number }>({
  header,
  procedures,
  noun,
  items,
  emptyText,
  nameOf,
  renderRow,
}: {
  header: SortedContentHeader;
  procedures: SortedContentProcedures;
  /** What staff call one item, in the delete's toasts: 'Amenity'. */
  noun: string;
  items: T[];
  emptyText: string;
  nameOf: (item: T) => string;
  renderRow: (item: T) => ReactNode;
}) {
  const { reorder, reordering, removal } = useSortedContentActions<T>(procedures, { noun, nameOf });
  return (
    <SortedContentFrame header={header}>
      {items.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <Text c="dimmed">{emptyText}</Text>
            <AddButton header={header} />
          </Stack>
        </Card>
      ) : (
        <ol className={classes.list} aria-label={header.title} aria-busy={reordering}>
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
                  onClick={() => reorder(moveItem(items, index, -1).map((row) => row.id))}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${nameOf(item)} down`}
                  disabled={index === items.length - 1 || reordering}
                  onClick={() => reorder(moveItem(items, index, 1).map((row) => row.id))}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  component={Link}
                  to={`${header.listPath}/${item.id}`}
                  variant="subtle"
                  aria-label={`Edit ${nameOf(item)}`}
                >
                  <IconEdit size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${nameOf(item)}`}
                  onClick={() => removal.ask(item)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDeleteModal {...removal.dialog} />
    </SortedContentFrame>
  );
}
