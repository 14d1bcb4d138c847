import type { WebhookSecretView } from '../../../../../../shared/webhooks/types.ts';
import { ShownOnceModal } from '../../../../../features/console/ShownOnceModal/ShownOnceModal.tsx';

/** The signing secret, shown this once: the server keeps it sealed and shows only its last 4 characters again. */
export function SecretModal({ shown, onClose }: { shown: WebhookSecretView | null; onClose: () => void }) {
  return (
    <ShownOnceModal
      title="The endpoint's signing secret"
      secret={shown?.secret ?? null}
      testId="webhook-secret"
      copyLabel="Copy secret"
      warning={
        <>
          Give it to the team running {shown?.endpoint.url}: they verify each delivery with it. Once this window is
          closed it cannot be shown again; rotate the secret if it is lost.
        </>
      }
      footnote="Verify with any Standard Webhooks library (standardwebhooks.com): it checks the webhook-signature header over the webhook-id, the webhook-timestamp and the body."
      onClose={onClose}
    />
  );
}
