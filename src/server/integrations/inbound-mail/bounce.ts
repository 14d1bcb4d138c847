/** One recipient a delivery status notification reports as failed. */
export interface FailedRecipient {
  email: string;
  /** The RFC 3463 status, e.g. `5.1.1`. */
  status: string | null;
  /** What the receiving server said, e.g. `smtp; 550 5.1.1 user unknown`. */
  diagnostic: string | null;
}

export interface Bounce {
  /** The DSN's own Message-ID (without <>), so a repeat is recognised. */
  externalId: string;
  recipients: FailedRecipient[];
  /** The Message-ID (without <>) of our message that bounced, from the returned message or its headers. */
  originalMessageId: string | null;
}

/** The header fields of one block (a per-message or per-recipient group of a delivery-status part). */
function fieldsOf(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return fields;
}

/** `rfc822; buyer@example.com` -> `buyer@example.com`. */
function addressOf(value: string | undefined): string | null {
  const address = value
    ?.replace(/^[^;]*;/, '')
    .trim()
    .replace(/^<|>$/g, '');
  return address && address.includes('@') ? address.toLowerCase() : null;
}

/**
 * The failed recipients of a `multipart/report; report-type=delivery-status` message (RFC 3464).
 * mailparser hands the `message/delivery-status` part over as text, beside the human-readable
 * explanation: its per-recipient groups are the blocks with a Final-Recipient field. Only
 * `Action: failed` is a bounce; `delayed`, `delivered`, `relayed` and `expanded` are news, not failures.
 */
export function failedRecipientsOf(reportText: string): FailedRecipient[] {
  const failed: FailedRecipient[] = [];
  for (const block of reportText.split(/\r?\n[ \t]*\r?\n/)) {
    const fields = fieldsOf(block);
    const email = addressOf(fields.get('final-recipient') ?? fields.get('original-recipient'));
    if (!email || fields.get('action')?.toLowerCase() !== 'failed') continue;
    failed.push({ email, status: fields.get('status') ?? null, diagnostic: fields.get('diagnostic-code') ?? null });
  }
  return failed;
}
