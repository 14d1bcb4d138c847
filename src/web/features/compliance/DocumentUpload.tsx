import { FileInput, Group, Select } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import {
  COMPLIANCE_DOCUMENT_KINDS,
  COMPLIANCE_DOCUMENTS_PATH,
  type ComplianceDocumentKind,
} from '../../../shared/compliance/file.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { useConsoleUpload } from '../console/use-console-upload.ts';
import { complianceQueryKeys } from './compliance-queries.ts';

/** A copy of a party's document, uploaded privately to the deal's file. */
export function DocumentUpload({ dealId, partyId }: { dealId: number; partyId: number }) {
  const { trpc } = useRouter().options.context;
  const [kind, setKind] = useState<ComplianceDocumentKind>('identity');
  const { busy, upload: send } = useConsoleUpload({
    path: COMPLIANCE_DOCUMENTS_PATH,
    saved: (_document, file) => ({ title: m.compliance_documents(), message: file.name }),
    failed: { title: m.compliance_documents(), message: 'The upload failed.' },
    invalidate: complianceQueryKeys(trpc),
  });
  const upload = async (file: File | null) => {
    if (file) await send(file, { dealId: String(dealId), partyId: String(partyId), kind });
  };
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={m.compliance_documents()}
        data={[...COMPLIANCE_DOCUMENT_KINDS]}
        value={kind}
        allowDeselect={false}
        onChange={(value) => setKind(COMPLIANCE_DOCUMENT_KINDS.find((known) => known === value) ?? 'identity')}
        w={180}
      />
      <FileInput label={m.compliance_upload()} disabled={busy} onChange={upload} w={240} clearable={false} />
    </Group>
  );
}
