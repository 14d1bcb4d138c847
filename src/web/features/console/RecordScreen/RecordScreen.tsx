import { Alert, Card, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import type { Permission } from '../../../../shared/staff/permissions.ts';
import { useCan } from '../console-access.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { meQuery } from '../session.ts';
import type { RecordKind } from '../use-record-form.ts';
import classes from './RecordScreen.module.css';

export interface RecordFrameProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The usual frame of a record screen: its title row above the body. */
function TitleRowFrame({ title, description, children }: RecordFrameProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {children}
    </>
  );
}

/**
 * How a record screen (`/admin/<records>/$id`) looks around its body, the same while the record
 * loads, fails or shows, so staff still see where they are; its route's pending, error and
 * not-found components show the states below in it.
 */
export interface RecordLook {
  /** What staff call one record, in the states' words: 'Property'. */
  noun: string;
  titles: { edit: string };
  /** What stands around the body: by default the title row above it. */
  Frame?: ComponentType<RecordFrameProps>;
  /** Bodies that replace the usual not-found alert, error alert and form-shaped skeleton. */
  notFound?: ReactNode;
  loadError?: ReactNode;
  pending?: ReactNode;
}

/** A kind of record staff create (`/admin/<records>/new`) and edit with a form. */
export interface RecordScreen<Row extends { id: number }, Input> extends RecordLook, RecordKind<Input> {
  titles: { create: string; edit: string };
  /** The line under each screen's title. */
  descriptions?: { create?: string; edit?: (record: Row) => string };
  /** The form of a new record (`record` null) or of `record`; it saves itself (useRecordForm). */
  Form: ComponentType<{ record: Row | null }>;
  /**
   * Who may change a record: a role without it sees the form read-only (the server refuses a save
   * anyway). By default everyone who can open the screen.
   */
  mayEdit?: (can: (permission: Permission) => boolean, me: { agentId: number | null }, record: Row) => boolean;
}

/**
 * The screen's frame around `children`, titled as the record screen unless `title` says otherwise:
 * what a record screen without a form (a lead) shows its record in.
 */
export function RecordFrame({
  screen,
  title = screen.titles.edit,
  ...props
}: Omit<RecordFrameProps, 'title'> & { screen: RecordLook; title?: string }) {
  const Frame = screen.Frame ?? TitleRowFrame;
  return <Frame title={title} {...props} />;
}

export function CreateRecordScreen<Row extends { id: number }, Input>({
  screen,
}: {
  screen: RecordScreen<Row, Input>;
}) {
  return (
    <RecordFrame screen={screen} title={screen.titles.create} description={screen.descriptions?.create}>
      <screen.Form record={null} />
    </RecordFrame>
  );
}

/** The edit screen of the record its route's loader brought. */
export function EditRecordScreen<Row extends { id: number }, Input>({
  screen,
  record,
}: {
  screen: RecordScreen<Row, Input>;
  record: Row;
}) {
  const editable = useMayEdit(screen, record);
  // A new form for another record: it copies its values once.
  const form = <screen.Form key={record.id} record={record} />;
  return (
    // Read-only, the screen is named after what it shows, not after editing it.
    <RecordFrame
      screen={screen}
      title={editable ? screen.titles.edit : screen.noun}
      description={screen.descriptions?.edit?.(record)}
    >
      {editable ? (
        form
      ) : (
        <Stack gap="md">
          <Alert color="gray" icon={<IconEye size={18} aria-hidden />} title="View only">
            Your role can see this {screen.noun.toLowerCase()} but not change it.
          </Alert>
          <fieldset disabled className={classes.readOnly} data-testid="read-only-record">
            {form}
          </fieldset>
        </Stack>
      )}
    </RecordFrame>
  );
}

function useMayEdit<Row extends { id: number }, Input>(screen: RecordScreen<Row, Input>, record: Row): boolean {
  const can = useCan();
  const { trpc } = useRouter().options.context;
  const { data: me } = useQuery(meQuery(trpc));
  if (!screen.mayEdit) return true;
  return me?.user ? screen.mayEdit(can, me.user, record) : false;
}

/** The orange alert of a record that does not exist (or a path that cannot name one). */
export function NotFoundAlert({ noun, children }: { noun: string; children?: ReactNode }) {
  return (
    <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} title={`${noun} Not Found`}>
      {children ?? `The ${noun.toLowerCase()} you're trying to edit could not be found.`}
    </Alert>
  );
}

/** The record does not exist (or the path cannot name one). */
export function RecordNotFound({ screen }: { screen: RecordLook }) {
  return <RecordFrame screen={screen}>{screen.notFound ?? <NotFoundAlert noun={screen.noun} />}</RecordFrame>;
}

/** The record could not be loaded for another reason. */
export function RecordLoadError({ screen }: { screen: RecordLook }) {
  return (
    <RecordFrame screen={screen}>
      {screen.loadError ?? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          There was an error loading the {screen.noun.toLowerCase()}. Please try again.
        </Alert>
      )}
    </RecordFrame>
  );
}

/** The record is on its way: the shape of a form card, or the screen's own shape. */
export function RecordPending({ screen }: { screen: RecordLook }) {
  return (
    <RecordFrame screen={screen}>
      {screen.pending ?? (
        <Card withBorder padding="lg" aria-busy="true" aria-label={`Loading the ${screen.noun.toLowerCase()}`}>
          <Stack gap="sm">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={96} />
          </Stack>
        </Card>
      )}
    </RecordFrame>
  );
}
