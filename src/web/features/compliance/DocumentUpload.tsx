import { FileInput, Group, Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import {
  COMPLIANCE_DOCUMENT_KINDS,
  COMPLIANCE_DOCUMENTS_PATH,
  type ComplianceDocumentKind,
} from '../../../shared/compliance/file.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { uploadFile, UploadError } from '../console/upload.ts';
import { complianceQueryKeys } from './compliance-queries.ts';

/** A copy of a party's document, uploaded privately to the deal's file. */
export function DocumentUpload({ dealId, partyId }: { dealId: number; partyId: number }) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ComplianceDocumentKind>('identity');
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      await uploadFile(COMPLIANCE_DOCUMENTS_PATH, file, fetch, {
        dealId: String(dealId),
        partyId: String(partyId),
        kind,
      });
      notifySuccess(m.compliance_documents(), file.name);
      await Promise.all(complianceQueryKeys(trpc).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } catch (error) {
      notifyError(m.compliance_documents(), error instanceof UploadError ? error.message : 'The upload failed.');
    } finally {
      setBusy(false);
    }
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
