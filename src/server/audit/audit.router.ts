import { auditListInput } from '../../shared/audit/schemas.ts';
import { router, staffProcedure } from '../trpc/init.ts';
import { AuditEventRepository } from './audit-event.repository.ts';

/** The audit trail, read only: no procedure edits or deletes an event. Owners only (permission `audit.read`). */
export const auditRouter = router({
  list: staffProcedure('audit.read')
    .input(auditListInput)
    .query(({ ctx, input }) => new AuditEventRepository(ctx.em).list(input)),
});
