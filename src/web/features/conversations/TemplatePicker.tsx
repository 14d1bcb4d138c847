import { Select, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { MessageChannel } from '../../../shared/conversations/constants.ts';
import type { RenderedTemplate } from '../../../shared/conversations/message-templates.ts';
import { ENGLISH_NAMES } from '../../../shared/i18n/locales.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { notifyError } from '../../lib/notify.ts';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';

/** How long a template filled for this lead is reused when picked again, rather than asked for anew. */
const RENDERED_FRESH_MS = 30_000;

/**
 * The composer's message templates: picking one fills the subject and message with its text in the
 * lead's language, placeholders filled for this lead, for the agent to edit before sending. Says when
 * the template has no text in that language yet (English stands in) or the lead has nothing for a
 * placeholder. Hidden while there are no templates.
 */
export function TemplatePicker({
  inquiryId,
  channel,
  onPick,
}: {
  inquiryId: number;
  channel: MessageChannel;
  /** The filled texts; WhatsApp takes the body alone. */
  onPick: (text: Pick<RenderedTemplate, 'subject' | 'body'>) => void;
}) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const templates = useQuery(trpc.conversations.templates.list.queryOptions(undefined, { staleTime: 60_000 }));
  const [chosen, setChosen] = useState<string | null>(null);
  const [rendered, setRendered] = useState<RenderedTemplate | null>(null);

  if (!templates.data?.length) return null;

  async function pick(value: string | null) {
    setChosen(value);
    setRendered(null);
    if (!value) return;
    try {
      const filled = await queryClient.fetchQuery(
        trpc.conversations.templates.render.queryOptions(
          { templateId: Number(value), inquiryId },
          { staleTime: RENDERED_FRESH_MS },
        ),
      );
      setRendered(filled);
      onPick(filled);
    } catch (error) {
      setChosen(null);
      notifyError('Error', trpcErrorMessage(error, m.conversations_template_failed()));
    }
  }

  // WhatsApp sends no subject, so its language does not matter there.
  const fallback = (rendered?.englishFallback ?? []).filter((field) => channel === 'email' || field === 'body');
  const unfilled = rendered?.unfilled ?? [];
  return (
    <Stack gap={4}>
      <Select
        label={m.conversations_template()}
        placeholder={m.conversations_template_placeholder()}
        data={templates.data.map((template) => ({ value: String(template.id), label: template.name }))}
        value={chosen}
        onChange={(value) => void pick(value)}
        clearable
        searchable
      />
      {fallback.length ? (
        <Text size="xs" c="orange" data-testid="template-fallback">
          {m.conversations_template_fallback({
            language: ENGLISH_NAMES[rendered?.language ?? 'en'],
            fields: fallback
              .map((field) => (field === 'subject' ? m.conversations_subject() : m.conversations_message()))
              .join(', '),
          })}
        </Text>
      ) : null}
      {unfilled.length ? (
        <Text size="xs" c="orange" data-testid="template-unfilled">
          {m.conversations_template_unfilled({ placeholders: unfilled.map((name) => `{${name}}`).join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}
