import { Button, FileInput, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import {
  SANCTIONS_LIST_LABELS,
  SANCTIONS_LIST_UPLOAD_PATH,
  SANCTIONS_LISTS,
  type SanctionsListSource,
  type SanctionsListView,
} from '../../../shared/compliance/sanctions.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { SectionCard } from '../console/SectionCard/SectionCard.tsx';
import { useConsoleUpload } from '../console/use-console-upload.ts';
import { complianceQueryKeys } from './compliance-queries.ts';
import { HitList } from './HitList.tsx';

/** /admin/compliance: the sanctions lists in use with their dates, a new version's upload, and the hits to resolve. */
export function ComplianceScreen() {
  const { trpc } = useRouter().options.context;
  const { data: lists = [] } = useQuery(trpc.compliance.lists.queryOptions());
  const { data: hits = [] } = useQuery(trpc.compliance.openHits.queryOptions());
  return (
    <Stack gap="md">
      <SectionCard title={m.compliance_lists()}>
        <Stack gap="xs">
          {SANCTIONS_LISTS.map((source) => (
            <ListInUse key={source} source={source} list={lists.find((list) => list.source === source)} />
          ))}
          <ListUpload />
        </Stack>
      </SectionCard>
      <SectionCard title={m.compliance_open_hits()}>
        <HitList hits={hits} />
      </SectionCard>
    </Stack>
  );
}

function ListInUse({ source, list }: { source: SanctionsListSource; list: SanctionsListView | undefined }) {
  return (
    <Text size="sm" data-testid={`list-${source}`}>
      {list
        ? m.compliance_list_line({
            list: SANCTIONS_LIST_LABELS[source],
            date: list.publishedAt.slice(0, 10),
            count: String(list.entries),
          })
        : `${SANCTIONS_LIST_LABELS[source]}: ${m.compliance_no_list()}`}
    </Text>
  );
}

function ListUpload() {
  const { trpc } = useRouter().options.context;
  const [source, setSource] = useState<SanctionsListSource>('un-consolidated');
  const [publishedOn, setPublishedOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { busy, upload: send } = useConsoleUpload<SanctionsListView>({
    path: SANCTIONS_LIST_UPLOAD_PATH,
    saved: (list) => ({ title: SANCTIONS_LIST_LABELS[source], message: String(list.entries) }),
    failed: { title: SANCTIONS_LIST_LABELS[source], message: 'The upload failed.' },
    invalidate: complianceQueryKeys(trpc),
  });
  const upload = async () => {
    if (file && (await send(file, { source, ...(publishedOn ? { publishedOn } : {}) }))) setFile(null);
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={m.compliance_upload_list()}
        data={SANCTIONS_LISTS.map((value) => ({ value, label: SANCTIONS_LIST_LABELS[value] }))}
        value={source}
        allowDeselect={false}
        onChange={(value) => setSource(SANCTIONS_LISTS.find((known) => known === value) ?? 'un-consolidated')}
        w={300}
      />
      {source === 'uae-local' ? (
        <TextInput
          type="date"
          label={m.compliance_published_on()}
          value={publishedOn}
          onChange={(event) => setPublishedOn(event.currentTarget.value)}
        />
      ) : null}
      <FileInput
        label="XML / CSV"
        accept={source === 'uae-local' ? '.csv,text/csv' : '.xml,application/xml,text/xml'}
        value={file}
        onChange={setFile}
        w={240}
      />
      <Button onClick={upload} loading={busy} disabled={!file}>
        {m.compliance_upload_list()}
      </Button>
    </Group>
  );
}
