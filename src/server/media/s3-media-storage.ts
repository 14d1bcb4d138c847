import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../env.ts';
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_PATH, type MediaObject, type MediaStorage } from './media-storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service, addressed path-style (`<endpoint>/<bucket>/<key>`); unset for AWS. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base of the bucket's objects; unset, the app streams them under /uploads/. */
  publicUrl: string | undefined;
}

/** The S3 settings when S3_BUCKET is set (env.ts has already refused a partial configuration). */
export function s3SettingsFrom(env: S3Env): S3Settings | null {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: S3_BUCKET,
    region: S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

type Sdk = typeof S3Sdk;

/** The settings that choose S3 (the rest of Env does not matter here). */
export type S3Env = Pick<
  Env,
  'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PUBLIC_URL'
>;

/** Whether the store answered 404 (NoSuchKey for a GET, a bare NotFound for a HEAD). */
function isNotFound(sdk: Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** The SDK (loaded on first use) and a client for the bucket's service; backups use it too. */
export async function connectS3(
  settings: Omit<S3Settings, 'bucket' | 'publicUrl'>,
): Promise<{ sdk: Sdk; client: S3Client }> {
  const sdk = await import('@aws-sdk/client-s3');
  const { region, endpoint, accessKeyId, secretAccessKey } = settings;
  const client = new sdk.S3Client({
    region,
    endpoint,
    // Self-hosted stores (MinIO, s3rver) have no per-bucket host names.
    forcePathStyle: endpoint !== undefined,
    credentials: { accessKeyId, secretAccessKey },
    // Checksums only where S3 demands them: the SDK's default (a CRC32 on every upload, sent as
    // aws-chunked trailers for streams) is not understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  return { sdk, client };
}

/**
 * Uploads as objects `uploads/<key>` in one bucket, which every app instance shares. The SDK
 * (several megabytes of modules) loads with the first call, so an app on the local disk never pays for it.
 */
export class S3MediaStorage implements MediaStorage {
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly settings: S3Settings) {}

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= connectS3(this.settings);
    return this.connection;
  }

  private objectKey(key: string): string {
    return `${UPLOADS_PATH.slice(1)}${key}`;
  }

  urlOf(key: string): string {
    const { publicUrl } = this.settings;
    return publicUrl ? `${publicUrl}/${this.objectKey(key)}` : `${UPLOADS_PATH}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentType,
        // A CDN or the bucket's public URL serves the object with the headers the app would send.
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async read(key: string): Promise<MediaObject | null> {
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`S3 GetObject ${key}: the body is not a Node stream`);
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        contentLength: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (isNotFound(sdk, error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(sdk, error)) return false;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    const { sdk, client } = await this.connect();
    // One DeleteObject per key rather than DeleteObjects, which some S3-compatible stores want a
    // Content-MD5 for; an upload has three variants.
    await Promise.all(
      keys.map((key) =>
        client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) })),
      ),
    );
  }
}
