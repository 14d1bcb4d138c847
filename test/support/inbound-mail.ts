import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';

/** The buyer in the inbound mail tests, unless a test says otherwise. */
const BUYER = 'Omar Haddad <omar@example.com>';

/** A message and how to hand it over: to `port` on loopback, insisting on STARTTLS when `requireTLS`. */
export interface SmtpSending extends Mail.Options {
  port: number;
  requireTLS?: boolean;
  tls?: { rejectUnauthorized: boolean };
}

/** What a buyer's mail server does: nodemailer speaking SMTP to a receiver. */
export function sendSmtp({ port, requireTLS = false, tls, ...mail }: SmtpSending) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ...(requireTLS ? { requireTLS, tls } : { ignoreTLS: true }),
  });
  return transport.sendMail({ from: BUYER, ...mail });
}

/** The same, to the app's own receiver. */
export function sendToReceiver(app: FastifyInstance, mail: Mail.Options) {
  if (!app.inboundSmtp) throw new Error('the app runs no SMTP receiver (INBOUND_SMTP_PORT)');
  return sendSmtp({ ...mail, port: app.inboundSmtp.port });
}

/** A message as nodemailer writes it, for an IMAP mailbox. */
export async function composeMail(options: Mail.Options): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const { message } = await transport.sendMail({ from: BUYER, to: 'leads@agency.test', ...options });
  if (!Buffer.isBuffer(message)) throw new Error('nodemailer gave no buffer');
  return message;
}
