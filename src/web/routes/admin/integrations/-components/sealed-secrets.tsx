import { Alert } from '@mantine/core';
import type { SecretState } from '../../../../../shared/integrations/property-finder.ts';

// The Integrations screens' secrets are write-only and sealed at rest: what each form shows and sends of them.

/** What a write-only field says of the secret it would replace. */
export function secretDescription(state: SecretState, envName: string): string {
  if (state.from === 'env') return `From the environment (${envName}): change it there.`;
  if (!state.set) return 'Not set.';
  return state.endsWith
    ? `Set, ends in ${state.endsWith}. Type a new one to replace it.`
    : 'Set. Type a new one to replace it.';
}

/** Only the secrets typed in are sent: an empty field keeps what is saved. */
export function typedSecrets(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}

/** Without a key to seal them, no secret can be saved: said before the fields, not after a failed save. */
export function SecretsNotSealable({ encrypts }: { encrypts: boolean }) {
  return encrypts ? null : (
    <Alert color="yellow" title="Secrets cannot be saved yet">
      Set SECRETS_ENCRYPTION_KEY on the server: credentials are only stored encrypted.
    </Alert>
  );
}
