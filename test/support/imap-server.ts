import hoodiecrow from 'hoodiecrow-imap';

export interface ImapServer {
  port: number;
  /** INBOUND_IMAP_URL for the mailbox (INBOX unless told), with the account's user and password. */
  url(mailbox?: string): string;
  /** Files a message in INBOX as a mail server would (unseen unless `flags` say otherwise); returns its UID. */
  deliver(raw: Buffer, flags?: string[]): number;
  /** INBOX as the server holds it: each message's UID and flags. */
  inbox(): { uid: number; flags: string[] }[];
  stop(): Promise<void>;
}

const USER = 'leads@agency.test';
const PASSWORD = 'mailbox-password';

/**
 * A real IMAP4rev1 server on loopback (hoodiecrow, by imapflow's author), holding one account's
 * mailboxes in memory: what the IMAP poll talks to in the tests, in place of the agency's mail host.
 */
export async function startImapServer(): Promise<ImapServer> {
  const server = hoodiecrow({
    plugins: ['ID', 'ENABLE', 'UNSELECT', 'UIDPLUS', 'SPECIAL-USE', 'LITERALPLUS', 'SASL-IR', 'AUTH-PLAIN'],
    users: { [USER]: { password: PASSWORD } },
    storage: { INBOX: { messages: [] }, '': {} },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const inbox = () => {
    const mailbox = server.getMailbox('INBOX');
    if (!mailbox) throw new Error('the IMAP server has no INBOX');
    return mailbox;
  };
  return {
    port,
    url: (mailbox = 'INBOX') =>
      `imap://${encodeURIComponent(USER)}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${mailbox}`,
    // nodemailer writes 7-bit messages (quoted-printable, base64), so a byte is a character.
    deliver: (raw, flags = []) => server.appendMessage('INBOX', flags, new Date(), raw.toString('latin1')).message.uid,
    inbox: () => inbox().messages.map(({ uid, flags }) => ({ uid, flags: [...flags] })),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
