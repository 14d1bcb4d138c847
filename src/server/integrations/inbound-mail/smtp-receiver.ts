import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { SMTPServerSession } from 'smtp-server';
import type { InboundEnvelope } from './inbound-mail.entity.ts';
import type { SmtpReceiverSettings } from './settings.ts';

/** What an SMTP client is answered when we refuse: the reply code decides whether it retries (4xx) or gives up (5xx). */
class SmtpRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface SmtpReceiverOptions {
  settings: SmtpReceiverSettings;
  /** INBOUND_EMAIL_DOMAIN: the only domain we take mail for. */
  domain: string;
  /** Keeps the message durably; the client is answered 250 only once this resolves. */
  store(raw: Buffer, envelope: InboundEnvelope): Promise<void>;
  log: FastifyBaseLogger;
}

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

function envelopeOf(session: SMTPServerSession): InboundEnvelope {
  const { mailFrom, rcptTo } = session.envelope;
  return {
    mailFrom: mailFrom ? mailFrom.address : null,
    rcptTo: rcptTo.map((recipient) => recipient.address),
    remoteAddress: session.remoteAddress || null,
  };
}

/** Reads a message up to `limit` bytes; beyond it the bytes are let go (smtp-server refuses the message). */
function collect(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * The inbound MX: takes mail for `reply+<token>@` (or any address at) INBOUND_EMAIL_DOMAIN, and
 * nothing else (550, so it is no open relay). No AUTH: sending servers do not log in to an MX. A
 * message over the size limit is refused (announced with SIZE, 552 when it comes bigger anyway);
 * one in is stored before the 250, so a crash after that answer loses nothing, and a sending server
 * that retries after a lost answer finds it stored once.
 */
export async function startSmtpReceiver(options: SmtpReceiverOptions): Promise<SmtpReceiver> {
  const { settings, domain, log } = options;
  const suffix = `@${domain.toLowerCase()}`;
  const tls = settings.tls
    ? { key: await readFile(settings.tls.keyFile), cert: await readFile(settings.tls.certFile) }
    : null;
  // Loaded only when the receiver is configured (smtp-receiver.plugin.ts starts it then).
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    name: domain,
    banner: 'inbound mail',
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    size: settings.maxBytes,
    rejectOversized: true,
    logger: false,
    // Stopping waits this long for a transfer under way; the sender retries one cut short.
    closeTimeout: 5_000,
    onMailFrom(_address, session, callback) {
      settings.limiter
        .hit(session.remoteAddress || 'unknown')
        .then((wait) =>
          callback(wait > 0 ? new SmtpRefusal(450, `4.7.1 Too many messages, try again in ${wait} s`) : null),
        )
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(suffix)) return callback();
      callback(new SmtpRefusal(550, '5.1.1 No such recipient here'));
    },
    onData(stream, session, callback) {
      collect(stream, settings.maxBytes)
        .then(async (raw) => {
          if (stream.sizeExceeded) return callback();
          await options.store(raw, envelopeOf(session));
          callback();
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'inbound mail: a received message could not be stored');
          // 451: the sending server keeps the message and tries again later.
          callback(new SmtpRefusal(451, '4.3.0 Could not store the message, try again later'));
        });
    },
  });
  server.on('error', (error) => log.warn({ err: error }, 'inbound mail: SMTP connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : settings.port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
