import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { connectS3, isNotFound, type S3Sdk, type S3Settings } from '../integrations/s3/s3-client.ts';
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_PATH, type MediaObject, type MediaStorage } from './media-storage.ts';

/**
 * Uploads as objects `uploads/<key>` in one bucket, which every app instance shares. The SDK
 * (several megabytes of modules) loads with the first call, so an app on the local disk never pays for it.
 */
export class S3MediaStorage implements MediaStorage {
  private connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;

  constructor(private readonly settings: S3Settings) {}

  private connect(): Promise<{ sdk: S3Sdk; client: S3Client }> {
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
