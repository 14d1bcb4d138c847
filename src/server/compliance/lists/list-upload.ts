import type { SanctionsListUploadInput, SanctionsListView } from '../../../shared/compliance/sanctions.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { Context } from '../../trpc/context.ts';
import { complianceRescreenJob } from '../screening/screening.ts';
import { listsInUse, readListFile, storeListVersion } from './sanctions-lists.ts';

/**
 * A compliance officer's upload of a new list version: stored as the one in use, audited, and every
 * open deal's parties screened again against it (the rescreening job, queued in the same transaction).
 */
export async function uploadSanctionsList(
  ctx: Context & { user: SessionUser },
  input: SanctionsListUploadInput,
): Promise<SanctionsListView> {
  const list = await readListFile(input.source, input.content, input.publishedOn);
  const stored = await ctx.services.audit.recordWith(
    ctx,
    async (em) => {
      const version = await storeListVersion(em, input.source, list, ctx.user.id);
      await enqueue(em, complianceRescreenJob, { listId: version.id });
      return version;
    },
    (version) => ({
      action: 'compliance.list_uploaded',
      subject: `sanctions list ${version.id}`,
      details: { source: input.source, entries: version.entries },
    }),
  );
  const view = (await listsInUse(ctx.em)).find((inUse) => inUse.id === stored.id);
  if (!view) throw new Error('The uploaded list is not the one in use');
  return view;
}
