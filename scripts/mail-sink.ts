/**
 * A local SMTP server for seeing the site's e-mails: `npm run mail:sink`, then in another terminal
 * `SMTP_URL=smtp://127.0.0.1:2525 npm start`. Prints each message's sender, recipients and subject,
 * and saves it as an .eml file (open it in any mail client) under .data/mail/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startSmtpSink } from '../test/support/smtp-sink.ts';

const port = Number(process.env.MAIL_SINK_PORT ?? 2525);
const dir = resolve(process.env.MAIL_SINK_DIR ?? join(process.env.DATA_DIR ?? '.data', 'mail'));
await mkdir(dir, { recursive: true });

let count = 0;
const sink = await startSmtpSink({
  port,
  async onMail(mail) {
    count += 1;
    const stamp = new Date(mail.receivedAt).toISOString().replace(/[:.]/g, '-');
    const file = join(dir, `${stamp}-${count}.eml`);
    await writeFile(file, mail.raw);
    process.stdout.write(`${mail.from} -> ${mail.to.join(', ')}\n  ${mail.subject}\n  saved ${file}\n`);
  },
});
process.stdout.write(`Mail sink listening on ${sink.url}; saving messages in ${dir}\n`);
process.stdout.write(`Start the site with: SMTP_URL=${sink.url} npm start\n`);

const stop = () => void sink.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
