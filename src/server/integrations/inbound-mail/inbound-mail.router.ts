import { router, staffProcedure } from '../../trpc/init.ts';
import { inboundMailHealth } from './inbound-mail-health.ts';

/** Inbound e-mail on the Integrations screen: how the SMTP receiver and the IMAP poll are doing. */
export const inboundMailRouter = router({
  health: staffProcedure('integrations.read').query(({ ctx }) =>
    inboundMailHealth(ctx.em, ctx.services.inboundMail, ctx.services.mail.inboundEmailDomain),
  ),
});
