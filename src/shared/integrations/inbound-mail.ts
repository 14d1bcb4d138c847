/** How buyers' e-mail reaches the app (issue #44), as the Integrations screen's card shows it. */
export interface InboundMailHealth {
  /** INBOUND_EMAIL_DOMAIN: where reply addresses point; null when replies are not taken in. */
  domain: string | null;
  /** The SMTP receiver (INBOUND_SMTP_PORT), and when it last took a message. */
  smtp: { configured: boolean; port: number | null; lastReceivedAt: string | null };
  /** The IMAP poll (INBOUND_IMAP_URL, named without its password), its last run and what it left for size. */
  imap: {
    configured: boolean;
    mailbox: string | null;
    lastPollAt: string | null;
    lastReceivedAt: string | null;
    lastError: string | null;
    skippedTooLarge: number;
  };
  /** The newest message either way, and messages in the last 24 hours. */
  lastReceivedAt: string | null;
  received24h: number;
  /** The newest message that could not be taken into the conversations yet (its job retries). */
  lastError: { at: string; message: string } | null;
}
