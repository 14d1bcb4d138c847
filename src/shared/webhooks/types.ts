import type { DeliveryEvent, DeliveryStatus, WebhookEvent } from './schemas.ts';

export interface WebhookEndpointView {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** Why it is off: "Disabled by staff" or the day of failures that turned it off. */
  disabledReason: string | null;
  disabledAt: string | null;
  /** The secret's last 4 characters, so staff can tell which one an integrator holds. */
  secretHint: string;
  /** Since when every delivery has failed; null when the last one went through. */
  failingSince: string | null;
  lastDeliveryAt: string | null;
  lastDeliveryStatus: DeliveryStatus | null;
  /** Deliveries that failed for good or are retrying after a failure. */
  failures: number;
  createdAt: string;
}

/** The signing secret, in the Standard Webhooks form `whsec_<base64>`: shown once, when made. */
export interface WebhookSecretView {
  endpoint: WebhookEndpointView;
  secret: string;
}

export interface WebhookAttemptView {
  at: string;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryView {
  id: number;
  messageId: string;
  event: DeliveryEvent;
  inquiryId: number | null;
  status: DeliveryStatus;
  attempts: number;
  lastHttpStatus: number | null;
  lastError: string | null;
  lastDurationMs: number | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  attemptLog: WebhookAttemptView[];
}

export interface WebhookDeliveryPage {
  endpoint: WebhookEndpointView;
  items: WebhookDeliveryView[];
  total: number;
}
