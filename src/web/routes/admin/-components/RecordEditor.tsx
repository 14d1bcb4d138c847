import type { ComponentType } from 'react';
import { draftKey } from '../../../features/console/drafts.ts';
import { useSaveRecord, type RecordFormProps, type SaveOptions } from '../../../features/console/use-save-record.ts';

/**
 * A console form wired to the save: a new record when `id` is null, else the record `id`. Its draft
 * is kept under the screen's path (`/admin/agents/new`, `/admin/agents/12`).
 */
export function RecordEditor<Values, Input>({
  id,
  Form,
  initialValues,
  save: saveOptions,
}: {
  id: number | null;
  Form: ComponentType<RecordFormProps<Values, Input>>;
  initialValues: Values;
  save: SaveOptions<Input>;
}) {
  const { save, busy, serverErrors } = useSaveRecord<Input>({ ...saveOptions, id });
  return (
    <Form
      key={id ?? 'new'}
      mode={id === null ? 'create' : 'edit'}
      draftKey={draftKey({ pathname: `${saveOptions.listPath}/${id ?? 'new'}` })}
      initialValues={initialValues}
      busy={busy}
      onSubmit={save}
      serverErrors={serverErrors}
    />
  );
}
