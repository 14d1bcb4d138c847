/** The one way to S3 (or an S3-compatible store): the settings that choose it and a connected client. */
import { Readable } from 'node:stream';
import type * as S3Module from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../../env.ts';

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

export type S3Sdk = typeof S3Module;

/** The settings that choose S3 (the rest of Env does not matter here). */
export type S3Env = Pick<
  Env,
  'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PUBLIC_URL'
>;

/** Whether the store answered 404 (NoSuchKey for a GET, a bare NotFound for a HEAD). */
export function isNotFound(sdk: S3Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;
}

export interface S3Connection {
  sdk: S3Sdk;
  client: S3Client;
}

/** The SDK (loaded on first use) and a client for the bucket's service: the uploads and the backups both reach S3 through it. */
export async function connectS3(settings: Omit<S3Settings, 'bucket' | 'publicUrl'>): Promise<S3Connection> {
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
 * One bucket and its client, connected on first use: the SDK is several megabytes of modules, so an
 * app that keeps its files on the local disk never loads it. The uploads and the backups each hold one.
 */
export class S3Bucket {
  private connection: Promise<S3Connection> | undefined;

  constructor(readonly settings: S3Settings) {}

  connect(): Promise<S3Connection> {
    this.connection ??= connectS3(this.settings);
    return this.connection;
  }

  /** An object's body as the SDK answers it in Node: a stream, or an error naming the key. */
  static stream(body: unknown, key: string): Readable {
    if (!(body instanceof Readable)) throw new Error(`S3 GetObject ${key}: the body is not a Node stream`);
    return body;
  }
}
