import { z } from 'zod';
import {
  dealFileInput,
  eddInput,
  hitResolveInput,
  ownerAddInput,
  ownerUpdateInput,
  partyDiligenceInput,
} from '../../shared/compliance/file.ts';
import { idSchema } from '../../shared/validation.ts';
import type { AuditEntry } from '../audit/audit-entry.ts';
import { DealSchema } from '../deals/deal.entity.ts';
import { notFound } from '../errors.ts';
import { SCOPED, StaffScope } from '../staff-scope/staff-scope.ts';
import type { Context } from '../trpc/context.ts';
import { router, staffProcedure } from '../trpc/init.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { ScreeningHitSchema } from './file/compliance-file.entity.ts';
import { ComplianceFileReader, hitView } from './file/compliance-file.service.ts';
import { ComplianceFileWriter } from './file/compliance-file.writer.ts';
import { removeDocument } from './file/documents.ts';
import { goamlPackage } from './goaml/goaml-package.ts';
import { listsInUse } from './lists/sanctions-lists.ts';

const officerProcedure = staffProcedure('compliance.manage');
type OfficerContext = Context & { user: SessionUser };

/** Runs a change to deal `dealId`'s file with its audit event, then answers the file as it now is. */
async function changeFile(
  ctx: OfficerContext,
  change: (writer: ComplianceFileWriter) => Promise<{ dealId: number; entry: Omit<AuditEntry, 'subject'> }>,
) {
  const { dealId } = await ctx.services.audit.recordWith(
    ctx,
    (em) => change(new ComplianceFileWriter(em, ctx.user)),
    ({ dealId: id, entry }) => ({ ...entry, subject: `deal ${id}` }),
  );
  return new ComplianceFileReader(ctx.em).file(dealId);
}

/**
 * A deal's anti-money-laundering file and the sanctions lists: compliance officers only, since a
 * screening hit must never reach the customer through the agent (no tipping off). Everyone who sees
 * the deal may ask whether its file is complete, and nothing more.
 */
export const complianceRouter = router({
  /** The version in use of each sanctions list (uploads go through POST /files/compliance/lists). */
  lists: officerProcedure.query(({ ctx }) => listsInUse(ctx.em)),

  /** Whether the deal's file is complete: for the deal page of anyone who sees the deal (agents: their own). */
  status: staffProcedure('deals.read')
    .input(dealFileInput)
    .query(async ({ ctx, input }) => {
      const visible = await ctx.em.count(DealSchema, StaffScope.of(ctx.user).where(SCOPED.deals, { id: input.dealId }));
      if (!visible) throw notFound('Deal not found');
      return new ComplianceFileReader(ctx.em).status(input.dealId);
    }),

  file: officerProcedure
    .input(dealFileInput)
    .query(({ ctx, input }) => new ComplianceFileReader(ctx.em).file(input.dealId)),

  /** Possible matches still to resolve, across deals: the compliance screen's work list. */
  openHits: officerProcedure.query(async ({ ctx }) => {
    const hits = await ctx.em.find(ScreeningHitSchema, { status: 'open' }, { orderBy: { createdAt: 'asc' } });
    return hits.map(hitView);
  }),

  updateParty: officerProcedure.input(partyDiligenceInput).mutation(({ ctx, input }) =>
    changeFile(ctx, async (writer) => {
      const party = await writer.updateParty(input);
      const fields = [...Object.keys(input.identity), 'pep', 'ownedThroughCompany'];
      return {
        dealId: party.deal.id,
        entry: { action: 'compliance.party_updated', details: { party: party.id, fields } },
      };
    }),
  ),

  addOwner: officerProcedure.input(ownerAddInput).mutation(({ ctx, input }) =>
    changeFile(ctx, async (writer) => {
      const party = await writer.addOwner(input.partyId, input.owner);
      return {
        dealId: party.deal.id,
        entry: { action: 'compliance.owner_changed', details: { party: party.id, change: 'added' } },
      };
    }),
  ),

  updateOwner: officerProcedure.input(ownerUpdateInput).mutation(({ ctx, input }) =>
    changeFile(ctx, async (writer) => {
      const party = await writer.updateOwner(input.id, input.owner);
      return {
        dealId: party.deal.id,
        entry: { action: 'compliance.owner_changed', details: { owner: input.id, change: 'updated' } },
      };
    }),
  ),

  removeOwner: officerProcedure.input(z.object({ id: idSchema })).mutation(({ ctx, input }) =>
    changeFile(ctx, async (writer) => {
      const party = await writer.removeOwner(input.id);
      return {
        dealId: party.deal.id,
        entry: { action: 'compliance.owner_changed', details: { owner: input.id, change: 'removed' } },
      };
    }),
  ),

  /** False positive or confirmed, with a note; a confirmed match freezes the deal. */
  resolveHit: officerProcedure.input(hitResolveInput).mutation(({ ctx, input }) =>
    changeFile(ctx, async (writer) => {
      const hit = await writer.resolveHit(input);
      return {
        dealId: hit.deal.id,
        entry: {
          action: 'compliance.hit_resolved',
          details: { hit: hit.id, status: hit.status, reference: hit.reference },
        },
      };
    }),
  ),

  setEdd: officerProcedure.input(eddInput).mutation(({ ctx, input }) =>
    changeFile(ctx, async (writer) => {
      await writer.setEdd(input);
      return {
        dealId: input.dealId,
        entry: { action: 'compliance.edd_changed', details: { steps: input.steps.length } },
      };
    }),
  ),

  removeDocument: officerProcedure.input(z.object({ id: idSchema })).mutation(async ({ ctx, input }) => {
    const removed = await ctx.services.audit.recordWith(
      ctx,
      (em) => removeDocument(em, ctx.services.media, input.id),
      (document) => ({
        action: 'compliance.document_removed',
        subject: `deal ${document.deal.id}`,
        details: { document: input.id },
      }),
    );
    return new ComplianceFileReader(ctx.em).file(removed.deal.id);
  }),

  /** The goAML package of a report-required deal: the Real Estate Activity Report's data and the documents. */
  goamlPackage: officerProcedure.input(dealFileInput).mutation(({ ctx, input }) =>
    ctx.services.audit.recordWith(
      ctx,
      (em) => goamlPackage(em, ctx.services.media, input.dealId),
      (pkg) => ({
        action: 'compliance.package_exported',
        subject: `deal ${input.dealId}`,
        details: { documents: pkg.documents.length },
      }),
    ),
  ),
});
