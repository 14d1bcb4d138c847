import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { ArticlePublication, ArticleStaffView } from '../../../../../shared/articles/schemas.ts';
import { ENGLISH_NAMES, localizedPath, locales } from '../../../../../shared/i18n/locales.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { dubaiLocalInput, fromDubaiLocalInput } from './article-form-values.ts';
import { STATUS_LOOK } from './ArticleList.tsx';

/**
 * Where the article stands and the buttons that move it: publish now, schedule for a moment in Dubai
 * time, or take it back to a draft. Each saves the form with that standing (`onSave`); the form's
 * own Save button keeps the standing as it is.
 */
export function ArticlePublishing({
  record,
  busy,
  error,
  onSave,
}: {
  record: ArticleStaffView | null;
  busy: boolean;
  /** The server's or the form's message about the scheduled moment. */
  error: ReactNode;
  onSave: (publication: ArticlePublication) => void;
}) {
  const status = record?.status ?? 'draft';
  const [scheduleAt, setScheduleAt] = useState(() =>
    record?.status === 'scheduled' && record.publishAt
      ? dubaiLocalInput(new Date(record.publishAt))
      : dubaiLocalInput(new Date(Date.now() + 24 * 60 * 60 * 1000)),
  );
  return (
    <Stack gap="sm" data-testid="article-publishing">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          Status
        </Text>
        <Badge variant="light" color={STATUS_LOOK[status].color} tt="none">
          {STATUS_LOOK[status].label}
        </Badge>
        {record?.publishAt && status !== 'draft' ? (
          <Text size="sm" c="dimmed">
            {status === 'scheduled' ? 'Comes out' : 'Out since'} {formatDateTime(record.publishAt)} (Dubai)
          </Text>
        ) : null}
        {record && status === 'published' ? (
          <Anchor href={`/blog/${record.slug}`} target="_blank" size="sm">
            View on the site
          </Anchor>
        ) : null}
      </Group>
      {record ? <PreviewLinks id={record.id} /> : null}
      <Group gap="sm" align="flex-end">
        <TextInput
          type="datetime-local"
          label="Publish at (Dubai time)"
          value={scheduleAt}
          onChange={(event) => setScheduleAt(event.currentTarget.value)}
          error={error}
        />
        <Button
          type="submit"
          variant="light"
          disabled={busy || !scheduleAt}
          onClick={() => onSave({ status: 'scheduled', publishAt: fromDubaiLocalInput(scheduleAt) })}
        >
          Schedule
        </Button>
        {status === 'published' ? null : (
          <Button type="submit" color="teal" disabled={busy} onClick={() => onSave({ status: 'published' })}>
            Publish now
          </Button>
        )}
        {status === 'draft' ? null : (
          <Button type="submit" variant="default" disabled={busy} onClick={() => onSave({ status: 'draft' })}>
            Unpublish
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The saved article as its page shows it in each language, published or not (a new tab; save first to see changes). */
function PreviewLinks({ id }: { id: number }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        Preview as saved:
      </Text>
      {locales.map((locale) => (
        <Anchor key={locale} href={localizedPath(`/preview/articles/${id}`, locale)} target="_blank" size="sm">
          {ENGLISH_NAMES[locale]}
        </Anchor>
      ))}
    </Group>
  );
}
