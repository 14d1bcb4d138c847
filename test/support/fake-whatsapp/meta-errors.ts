/**
 * The error objects the Cloud API answers with, as Meta's documentation gives them (Graph API "Handling
 * errors" and WhatsApp Cloud API "Error codes"): `{ error: { message, type, code, error_data: {
 * messaging_product, details }, fbtrace_id } }`, the same shape inside a failed status's `errors`.
 */
export interface MetaError {
  status: number;
  code: number;
  title: string;
  details: string;
  type?: string;
}

export const META_ERRORS = {
  /** Access token missing, expired or revoked. */
  accessToken: {
    status: 401,
    code: 190,
    title: 'Invalid OAuth access token - Cannot parse access token',
    details: 'The access token could not be decrypted',
    type: 'OAuthException',
  },
  /** A parameter is missing or of the wrong shape. */
  invalidParameter: {
    status: 400,
    code: 100,
    title: 'Invalid parameter',
    details: 'A required parameter is missing or invalid',
  },
  /** Free text more than 24 hours after the customer's last message. */
  reEngagement: {
    status: 400,
    code: 131047,
    title: 'Re-engagement message',
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  /** The number is not on WhatsApp (or cannot receive this message): reported in a failed status. */
  undeliverable: {
    status: 400,
    code: 131026,
    title: 'Message undeliverable',
    details:
      'Unable to deliver message. Reasons can include: the recipient phone number is not a WhatsApp phone number.',
  },
  /** The customer chose to stop receiving marketing messages from the business: Meta's opt-out signal. */
  marketingOptOut: {
    status: 400,
    code: 131050,
    title:
      'Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business',
    details: 'The recipient has stopped marketing messages from this business',
  },
  /** The template name (in that language) is not an approved template of the account. */
  templateMissing: {
    status: 404,
    code: 132001,
    title: 'Template name does not exist in the translation',
    details: 'template name does not exist in the translation',
  },
  /** The parameters sent do not match the template's placeholders. */
  templateParameters: {
    status: 400,
    code: 132000,
    title: 'Number of parameters does not match the expected number of params',
    details: 'body: number of localizable_params does not match the expected number of params',
  },
  /** A temporary fault on Meta's side. */
  serviceUnavailable: {
    status: 503,
    code: 131016,
    title: 'Service unavailable',
    details: 'A service is temporarily unavailable.',
  },
} satisfies Record<string, MetaError>;

export function metaErrorBody(error: MetaError, traceId: string) {
  return {
    error: {
      message: `(#${error.code}) ${error.title}`,
      type: error.type ?? 'OAuthException',
      code: error.code,
      error_data: { messaging_product: 'whatsapp', details: error.details },
      fbtrace_id: traceId,
    },
  };
}

/** The same error as a failed status (webhook) carries it. */
export function metaStatusError(error: MetaError) {
  return { code: error.code, title: error.title, message: error.title, error_data: { details: error.details } };
}
