import { Anchor, Button, FileInput, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import {
  DEAL_DOCUMENT_KINDS,
  dealDocumentHref,
  dealDocumentsPath,
  type DealDocumentKind,
  type DealDocumentView,
} from '../../../shared/deals/documents.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { formatFileSize } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useCan } from '../console/console-access.ts';
import { useConsoleUpload } from '../console/use-console-upload.ts';
import { dealQueryKeys } from './deal-queries.ts';

const KIND_LABELS: Record<DealDocumentKind, () => string> = {
  'signed-mou': m.deal_papers_kind_signed_mou,
  'signed-contract': m.deal_papers_kind_signed_contract,
  noc: m.deal_papers_kind_noc,
  'title-deed': m.deal_papers_kind_title_deed,
  other: m.deal_papers_kind_other,
};

/**
 * The papers uploaded to a deal (signed copies, NOC, title deed...), each a download link (the
 * server names the file), and, for staff who work the deal, an upload. Not the compliance file's
 * copies, which have their own place for compliance officers.
 */
export function DealPapers({ dealId, documents }: { dealId: number; documents: readonly DealDocumentView[] }) {
  const { trpc } = useRouter().options.context;
  const can = useCan();
  const [kind, setKind] = useState<DealDocumentKind>('signed-mou');
  const [file, setFile] = useState<File | null>(null);
  const { busy, upload: send } = useConsoleUpload({
    path: dealDocumentsPath(dealId),
    saved: (_document, sent) => ({ title: m.deal_papers_uploaded(), message: sent.name }),
    failed: { title: m.deal_papers_title(), message: m.deal_papers_failed() },
    invalidate: dealQueryKeys(trpc),
  });
  const upload = async () => {
    if (file && (await send(file, { kind }))) setFile(null);
  };

  return (
    <Stack gap="xs" mt="md">
      <Title order={3} fz="1rem">
        {m.deal_papers_title()}
      </Title>
      {documents.length ? (
        <List spacing={4} listStyleType="none" p={0}>
          {documents.map((document) => (
            <List.Item key={document.id}>
              <Anchor href={dealDocumentHref(dealId, document.id)} download>
                {document.filename}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                {KIND_LABELS[document.kind]()} ·{' '}
                {m.deal_papers_meta({
                  size: formatFileSize(document.size),
                  by: document.uploadedBy ?? '—',
                  date: formatDateTime(document.uploadedAt),
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {m.deal_papers_none()}
        </Text>
      )}
      {can('deals.work') ? (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={m.deal_papers_kind()}
            data={DEAL_DOCUMENT_KINDS.map((value) => ({ value, label: KIND_LABELS[value]() }))}
            value={kind}
            allowDeselect={false}
            onChange={(value) => setKind(DEAL_DOCUMENT_KINDS.find((known) => known === value) ?? 'other')}
            w={220}
          />
          <FileInput label={m.deal_papers_file()} value={file} onChange={setFile} disabled={busy} w={240} clearable />
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => void upload()}
            disabled={!file}
            loading={busy}
          >
            {m.deal_papers_upload()}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
