import { createHash } from 'node:crypto';
import { PropertyFinderClient, type PropertyFinderAccess, type PropertyFinderClientOptions } from './client.ts';

const clients = new Map<string, PropertyFinderClient>();

/**
 * One client per set of credentials for the life of the process, so its token and its per-minute
 * budget carry over from one poll (or one press of a button) to the next. Keyed by a hash: the map
 * holds no secret as a key.
 */
export function propertyFinderClient(
  access: PropertyFinderAccess,
  options: PropertyFinderClientOptions,
): PropertyFinderClient {
  const { log: _log, now: _now, random: _random, ...tuning } = options;
  const key = createHash('sha256')
    .update(JSON.stringify([access.apiUrl, access.apiKey, access.apiSecret, tuning]))
    .digest('hex');
  let client = clients.get(key);
  if (!client) {
    client = new PropertyFinderClient(access, options);
    clients.set(key, client);
  }
  return client;
}
