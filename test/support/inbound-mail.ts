import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';

/** The buyer in the inbound mail tests, unless a test says otherwise. */
const BUYER = 'Omar Haddad <omar@example.com>';

/** What a buyer's mail server hands our MX: nodemailer speaking SMTP to the app's receiver. */
export function sendToReceiver(app: FastifyInstance, options: Mail.Options) {
  if (!app.inboundSmtp) throw new Error('the app runs no SMTP receiver (INBOUND_SMTP_PORT)');
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: app.inboundSmtp.port,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({ from: BUYER, ...options });
}

/** A message as nodemailer writes it, for an IMAP mailbox. */
export async function composeMail(options: Mail.Options): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const { message } = await transport.sendMail({ from: BUYER, to: 'leads@agency.test', ...options });
  if (!Buffer.isBuffer(message)) throw new Error('nodemailer gave no buffer');
  return message;
}
