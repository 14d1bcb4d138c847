import { isNotFound, S3Bucket, type S3Settings } from '../integrations/s3/s3-client.ts';
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_PATH, type MediaObject, type MediaStorage } from './media-storage.ts';

/** Uploads as objects `uploads/<key>` in one bucket, which every app instance shares. */
export class S3MediaStorage implements MediaStorage {
  private readonly bucket: S3Bucket;

  constructor(private readonly settings: S3Settings) {
    this.bucket = new S3Bucket(settings);
  }

  private objectKey(key: string): string {
    return `${UPLOADS_PATH.slice(1)}${key}`;
  }

  urlOf(key: string): string {
    const { publicUrl } = this.settings;
    return publicUrl ? `${publicUrl}/${this.objectKey(key)}` : `${UPLOADS_PATH}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.bucket.connect();
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
    const { sdk, client } = await this.bucket.connect();
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return {
        body: S3Bucket.stream(object.Body, key),
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
    const { sdk, client } = await this.bucket.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(sdk, error)) return false;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    const { sdk, client } = await this.bucket.connect();
    // One DeleteObject per key rather than DeleteObjects, which some S3-compatible stores want a
    // Content-MD5 for; an upload has three variants.
    await Promise.all(
      keys.map((key) =>
        client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) })),
      ),
    );
  }
}
