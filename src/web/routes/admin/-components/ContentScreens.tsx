import type { QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { Trpc } from '../../../router-context.ts';
import { PageHeader } from './PageHeader.tsx';
import { RecordEditor } from './RecordEditor.tsx';
import { RecordLoadError, RecordNotFound, RecordPending } from './RecordStates.tsx';
import { saveToasts, type MutationCall, type RecordFormProps } from './use-save-record.ts';

/**
 * One kind of ordered landing-page content (gallery images, amenities, testimonials) as its create
 * and edit screens see it; the screens themselves are the same for every kind.
 */
export interface ContentScreen<Row extends { id: number }, Values> {
  /** What staff call one record, in titles, buttons and toasts: 'Amenity', 'Image'. */
  noun: string;
  listPath: string;
  titles: { create: string; edit: string };
  Form: ComponentType<RecordFormProps<Values>>;
  /** A new record's form values. */
  empty: Values;
  toFormValues: (row: Row) => Values;
  mutations: (trpc: Trpc) => {
    pathKey: QueryKey;
    create: MutationCall<Values>;
    update: MutationCall<{ id: number; data: Values }>;
  };
}

/** The form of a new record (`id` null) or of the record `id`. */
function ContentEditor<Row extends { id: number }, Values>({
  screen,
  id,
  initialValues,
}: {
  screen: ContentScreen<Row, Values>;
  id: number | null;
  initialValues: Values;
}) {
  const { trpc } = useRouter().options.context;
  const { pathKey, create, update } = screen.mutations(trpc);
  const save = {
    listPath: screen.listPath,
    // The dashboard counts every kind of content.
    invalidate: [pathKey, trpc.dashboard.summary.queryKey()],
    create,
    update,
    toasts: saveToasts(screen.noun),
  };
  return <RecordEditor id={id} Form={screen.Form} initialValues={initialValues} save={save} />;
}

export function CreateContentScreen<Row extends { id: number }, Values>({
  screen,
}: {
  screen: ContentScreen<Row, Values>;
}) {
  return (
    <>
      <PageHeader title={screen.titles.create} />
      <ContentEditor screen={screen} id={null} initialValues={screen.empty} />
    </>
  );
}

/** The edit screen of the record its route's loader brought. */
export function EditContentScreen<Row extends { id: number }, Values>({
  screen,
  record,
}: {
  screen: ContentScreen<Row, Values>;
  record: Row;
}) {
  return (
    <>
      <PageHeader title={screen.titles.edit} />
      <ContentEditor screen={screen} id={record.id} initialValues={screen.toFormValues(record)} />
    </>
  );
}

type ContentStateProps<Row extends { id: number }, Values> = { screen: ContentScreen<Row, Values> };

export function ContentNotFound<Row extends { id: number }, Values>({ screen }: ContentStateProps<Row, Values>) {
  return <RecordNotFound noun={screen.noun} header={<PageHeader title={screen.titles.edit} />} />;
}

export function ContentLoadError<Row extends { id: number }, Values>({ screen }: ContentStateProps<Row, Values>) {
  return <RecordLoadError noun={screen.noun} header={<PageHeader title={screen.titles.edit} />} />;
}

export function ContentPending<Row extends { id: number }, Values>({ screen }: ContentStateProps<Row, Values>) {
  return <RecordPending noun={screen.noun} header={<PageHeader title={screen.titles.edit} />} />;
}
