/** The part of hoodiecrow-imap (no types of its own) that test/support/imap-server.ts uses. */
declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';

  interface HoodiecrowMessage {
    uid: number;
    flags: string[];
    raw: string;
  }

  interface HoodiecrowMailbox {
    messages: HoodiecrowMessage[];
    uidvalidity: number;
  }

  interface HoodiecrowOptions {
    plugins?: string[];
    users?: Record<string, { password: string }>;
    storage?: Record<string, { messages?: { raw: string; flags?: string[] }[]; uidvalidity?: number }>;
  }

  interface HoodiecrowServer {
    server: Server;
    listen(port: number, host: string, callback: () => void): void;
    close(callback: () => void): void;
    getMailbox(path: string): HoodiecrowMailbox | undefined;
    appendMessage(mailbox: string, flags: string[], internaldate: Date, raw: string): { message: HoodiecrowMessage };
  }

  export default function hoodiecrow(options: HoodiecrowOptions): HoodiecrowServer;
}
