import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  SegmentedControl,
} from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { MessageChannel } from '../../../shared/conversations/constants.ts';
import type { ComposerAttachment } from '../../../shared/conversations/schemas.ts';
import type { Timeline } from '../../../shared/conversations/types.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { formatDuration } from '../../lib/format-time.ts';
import { notifyError } from '../../lib/notify.ts';
import { firstFieldMessages, trpcErrorMessage } from '../../lib/trpc-errors.ts';
import { uploadFile } from '../console/upload.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { TemplatePicker } from './TemplatePicker.tsx';

/** The site's own documents a buyer is usually sent, by the name the agent picks them by. */
export const SITE_DOCUMENTS: ReadonlyArray<{ path: string; label: string }> = [
  { path: '/docs/floor-plans.pdf', label: 'Floor plans (PDF)' },
  { path: '/docs/fact-sheet.pdf', label: 'Fact sheet (PDF)' },
  { path: '/docs/wellness-brochure.pdf', label: 'Wellness brochure (PDF)' },
];

/** Where the composer uploads a file of its own (conversation-files.routes.ts). */
const UPLOAD_PATH = '/files/conversations/attachments';

interface ChosenFile {
  attachment: ComposerAttachment;
  name: string;
}

/** What remains of the WhatsApp window, as the composer says it. */
export function windowTimeLeft(closesAt: string | null, now: number): number | null {
  if (!closesAt) return null;
  const left = Date.parse(closesAt) - now;
  return left > 0 ? Math.floor(left / 1000) : null;
}

/**
 * Writing to the buyer from the lead's page: e-mail, or WhatsApp when it is set up (free text in the
 * 24-hour window, an approved template after it), with the site's documents or an upload attached.
 */
export function Composer({ inquiryId, composer }: { inquiryId: number; composer: Timeline['composer'] }) {
  const { trpc } = useRouter().options.context;
  const [channel, setChannel] = useState<MessageChannel>('email');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [template, setTemplate] = useState({ name: '', language: composer.language, parameters: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const send = useConsoleMutation(trpc.conversations.send.mutationOptions(), {
    saved: { title: m.conversations_sent_title(), message: m.conversations_sent_message() },
    failed: (error) => trpcErrorMessage(error, m.conversations_send_failed()),
    invalidate: [trpc.conversations.timeline.queryKey({ inquiryId }), trpc.inquiries.byId.queryKey({ id: inquiryId })],
    onSaved: () => {
      setText('');
      setSubject('');
      setFiles([]);
      setErrors({});
    },
    onFailed: (error) => setErrors(firstFieldMessages(error)),
  });

  // The window's time left moves on while the page is open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const secondsLeft = windowTimeLeft(composer.whatsapp.closesAt, now);
  const templatesOnly = channel === 'whatsapp' && secondsLeft === null;
  const blocked =
    composer.doNotContact !== null ||
    (channel === 'email' && (!composer.email || composer.undeliverable.includes(composer.email)));

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadFile<{ key: string; filename: string }>(UPLOAD_PATH, file);
      setFiles((chosen) => [...chosen, { attachment: { kind: 'upload', key: stored.key }, name: stored.filename }]);
    } catch (error) {
      notifyError('Error', error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  }

  function submit() {
    const attachments = files.map((file) => file.attachment);
    if (templatesOnly) {
      const parameters = template.parameters
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      send.mutate({ inquiryId, channel, whatsappTemplate: { ...template, parameters }, attachments });
    } else {
      send.mutate({ inquiryId, channel, text, attachments, ...(channel === 'email' && subject ? { subject } : {}) });
    }
  }

  return (
    <Stack gap="sm" data-testid="composer">
      <Text fw={500}>{m.conversations_composer_title()}</Text>
      {composer.doNotContact !== null ? (
        <Alert color="red">{m.conversations_do_not_contact({ reason: composer.doNotContact })}</Alert>
      ) : null}
      {composer.whatsapp.configured ? (
        <SegmentedControl
          aria-label={m.conversations_channel_label()}
          value={channel}
          onChange={(value) => setChannel(value === 'whatsapp' ? 'whatsapp' : 'email')}
          data={[
            { value: 'email', label: m.conversations_channel_email() },
            { value: 'whatsapp', label: m.conversations_channel_whatsapp() },
          ]}
        />
      ) : null}
      {channel === 'email' && !composer.email ? <Alert color="yellow">{m.conversations_no_email()}</Alert> : null}
      {channel === 'email' && composer.email && composer.undeliverable.includes(composer.email) ? (
        <Alert color="red">{m.conversations_undeliverable({ address: composer.email })}</Alert>
      ) : null}
      {channel === 'whatsapp' ? (
        <Text size="sm" c={templatesOnly ? 'orange' : 'dimmed'} data-testid="whatsapp-window">
          {secondsLeft === null
            ? m.conversations_window_closed()
            : m.conversations_window_open({ time: formatDuration(secondsLeft) })}
        </Text>
      ) : null}
      {templatesOnly ? null : (
        <TemplatePicker
          inquiryId={inquiryId}
          channel={channel}
          onPick={(filled) => {
            if (channel === 'email') setSubject(filled.subject);
            setText(filled.body);
          }}
        />
      )}
      {channel === 'email' ? (
        <TextInput
          label={m.conversations_subject()}
          description={m.conversations_subject_hint()}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={errors.subject}
        />
      ) : null}
      {templatesOnly ? (
        <>
          <TextInput
            label={m.conversations_template_name()}
            value={template.name}
            onChange={(event) => setTemplate({ ...template, name: event.currentTarget.value })}
            error={errors['whatsappTemplate.name'] ?? errors.whatsappTemplate}
          />
          <TextInput
            label={m.conversations_template_language()}
            value={template.language}
            onChange={(event) => setTemplate({ ...template, language: event.currentTarget.value })}
          />
          <Textarea
            label={m.conversations_template_parameters()}
            autosize
            minRows={2}
            value={template.parameters}
            onChange={(event) => setTemplate({ ...template, parameters: event.currentTarget.value })}
          />
        </>
      ) : (
        <Textarea
          label={m.conversations_message()}
          autosize
          minRows={4}
          maxRows={16}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={errors.text ?? errors.channel}
        />
      )}
      {files.length ? (
        <Group gap="xs">
          {files.map((file, index) => (
            <Group key={`${file.name}-${index}`} gap={4} wrap="nowrap">
              <Text size="sm">{file.name}</Text>
              <CloseButton
                size="sm"
                aria-label={m.conversations_remove_attachment({ name: file.name })}
                onClick={() => setFiles((chosen) => chosen.filter((_, at) => at !== index))}
              />
            </Group>
          ))}
        </Group>
      ) : null}
      {errors.attachments ? (
        <Text size="sm" c="red">
          {errors.attachments}
        </Text>
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Select
            aria-label={m.conversations_attach_site()}
            placeholder={m.conversations_attach_site()}
            data={SITE_DOCUMENTS.map((document) => ({ value: document.path, label: document.label }))}
            value={null}
            onChange={(path) => {
              const document = SITE_DOCUMENTS.find((one) => one.path === path);
              if (document)
                setFiles((chosen) => [
                  ...chosen,
                  { attachment: { kind: 'site', path: document.path }, name: document.label },
                ]);
            }}
            size="xs"
            w={220}
          />
          {channel === 'email' ? (
            <FileButton onChange={(file) => void upload(file)}>
              {(props) => (
                <Button {...props} variant="default" size="xs" loading={uploading}>
                  {m.conversations_attach_upload()}
                </Button>
              )}
            </FileButton>
          ) : null}
        </Group>
        <Button
          onClick={submit}
          disabled={blocked || send.isPending || (templatesOnly ? !template.name.trim() : !text.trim())}
        >
          {send.isPending ? m.conversations_sending() : m.conversations_send()}
        </Button>
      </Group>
      {errors.channel && templatesOnly ? (
        <Text size="sm" c="red">
          {errors.channel}
        </Text>
      ) : null}
    </Stack>
  );
}
