import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** Header names lower-cased, values as sent (unfolded). */
  headers: Record<string, string>;
  /** Attachments as sent: file name, content type and content. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: Buffer;
  receivedAt: number;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages matching `match` have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

function addressesOf(field: ParsedMail['to']): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((address) => address.address ?? '')).filter(Boolean);
}

/**
 * The one mail reader: a message as sent (its raw RFC 5322 bytes), parsed by mailparser. The sink
 * below reads what it receives with it, and the browser tests read the messages their sink filed
 * (test/e2e/mailbox.ts).
 */
export async function parseMail(raw: Buffer, receivedAt = Date.now()): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    from: parsed.from?.text ?? '',
    to: addressesOf(parsed.to),
    subject: parsed.subject ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text: parsed.text ?? '',
    // From the raw lines: mailparser folds List-* headers into one structured `list` entry.
    headers: Object.fromEntries(
      parsed.headerLines.map(({ key, line }) => [
        key,
        line
          .slice(line.indexOf(':') + 1)
          .replace(/\r?\n\s+/g, ' ')
          .trim(),
      ]),
    ),
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      content: file.content,
    })),
    raw,
    receivedAt,
  };
}

/**
 * A real SMTP server on loopback that keeps what it receives, parsed by mailparser: what a mail
 * relay would get from nodemailer, without a relay. Any credentials are accepted.
 */
export async function startSmtpSink(
  options: { port?: number; host?: string; onMail?: (mail: ReceivedMail) => void | Promise<void> } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    // nodemailer's pool keeps connections open; stopping must not wait for it to let go.
    closeTimeout: 200,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'sink' });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        parseMail(raw)
          .then(async (mail) => {
            received.push(mail);
            await options.onMail?.(mail);
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    url: `smtp://${host}:${port}`,
    received,
    waitFor(count, match = () => true, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const matching = received.filter(match);
          if (matching.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(matching);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} message(s), got ${received.filter(match).length} in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
