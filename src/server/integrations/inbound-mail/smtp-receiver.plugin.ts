import type { Orm } from '../../db/orm.ts';
import { appWide } from '../../plugins/app-wide.ts';
import type { Services } from '../../services.ts';
import { storeInboundMail } from './inbound-mails.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inbound SMTP receiver this instance runs (its port: INBOUND_SMTP_PORT, or the one 0 got), or null. */
    inboundSmtp: SmtpReceiver | null;
  }
}

/**
 * Runs the SMTP receiver with the app when INBOUND_SMTP_PORT is set, and stops it when the app
 * closes: before the database, which main.ts closes after the app, so a message in transfer is
 * stored or refused, never half-taken.
 */
export const inboundSmtp = appWide<{ orm: Orm; services: Services }>('inbound-smtp', async (app, { orm, services }) => {
  const settings = services.inboundMail.smtp;
  const domain = services.mail.inboundEmailDomain;
  if (!settings || !domain) {
    app.decorate('inboundSmtp', null);
    return;
  }
  const receiver = await startSmtpReceiver({
    settings,
    domain,
    log: app.log,
    async store(raw, envelope) {
      await storeInboundMail(orm.em.fork(), { source: 'smtp', raw, envelope, receivedAt: new Date() });
    },
  });
  app.decorate('inboundSmtp', receiver);
  app.log.info({ port: receiver.port }, 'inbound mail: SMTP receiver listening');
  app.addHook('onClose', () => receiver.close());
});
