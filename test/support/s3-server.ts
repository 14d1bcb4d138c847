import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's own account: the only credentials it accepts. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The settings that point the app at this bucket (add S3_PUBLIC_URL to link objects directly). */
  env: Record<string, string>;
  /** An SDK client of the test's own, to look into the bucket behind the app's back. */
  client: S3Client;
  /** Keys of the objects under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string | undefined }>;
  has(key: string): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: S3's REST protocol over HTTP, objects in a temporary
 * directory) on loopback `port`, with one empty bucket.
 */
export async function startLocalS3(port: number, bucket = 'sixsenses-media'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'sixsenses-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
    // Path-style only, as the app addresses it (S3_ENDPOINT): a proxy in front may send any Host.
    vhostBuckets: false,
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    client,
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async get(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!object.Body) throw new Error(`${key}: no body`);
      return { bytes: Buffer.from(await object.Body.transformToByteArray()), contentType: object.ContentType };
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
