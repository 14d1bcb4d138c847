/**
 * Every integration `src/server/env.ts` can configure, pointed at local stand-ins, for a benchmark of
 * the server as a fully configured deployment starts it (`bench:startup`): media and backups on S3
 * (s3rver), mail through SMTP (the tests' sink), the exchange-rate service, Property Finder's API,
 * webhooks and feeds with their secrets, metrics, sealed secrets. The stand-ins are the tests' own
 * (test/support/); an idle server sends them little or nothing.
 */
import { FakePropertyFinder } from '../../test/support/fake-property-finder.ts';
import { FakeRateService } from '../../test/support/fake-rate-service.ts';
import { startLocalS3 } from '../../test/support/s3-server.ts';
import { startSmtpSink } from '../../test/support/smtp-sink.ts';

export interface IntegrationFakes {
  /** The settings that configure every integration against the stand-ins. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startIntegrationFakes(s3Port: number): Promise<IntegrationFakes> {
  const s3 = await startLocalS3(s3Port);
  const smtp = await startSmtpSink();
  const rates = new FakeRateService();
  const propertyFinder = new FakePropertyFinder();
  const env = {
    ...s3.env,
    S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}`,
    // The nightly backup's bucket is only written at 02:15: its name is all start-up reads.
    BACKUP_S3_BUCKET: 'sixsenses-backups',
    SMTP_URL: `smtp://bench:bench@127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Six Senses Residences <bench@example.com>',
    LEADS_EMAIL: 'leads@example.com',
    EXCHANGE_RATES_URL: await rates.start(),
    PROPERTY_FINDER_API_URL: await propertyFinder.start(),
    PROPERTY_FINDER_API_KEY: propertyFinder.apiKey,
    PROPERTY_FINDER_API_SECRET: propertyFinder.apiSecret,
    PROPERTY_FINDER_WEBHOOK_SECRET: 'bench-property-finder-secret',
    BAYUT_WEBHOOK_SECRET: 'bench-bayut-secret',
    BAYUT_FEED_TOKEN: 'bench-feed-token-0123456789abcdefghij',
    MAP_TILES_URL: `${s3.endpoint}/tiles`,
    METRICS_TOKEN: 'bench-metrics-token-0123',
    SECRETS_ENCRYPTION_KEY: 'ab'.repeat(32),
  };
  return {
    env,
    async stop() {
      await Promise.all([s3.stop(), smtp.stop(), rates.stop(), propertyFinder.stop()]);
    },
  };
}
