// Uploaded images in an S3-compatible bucket (AWS S3, MinIO, R2, …), shared by every server process, so an
// image uploaded through one process is served by all (docs/decisions/011-scale-out.md). Objects sit
// under the key prefix "uploads/", so the maintenance commands never touch anything else in the bucket.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { EnvError, type Env } from '../env.ts';
import { contentTypeOf, safeName, type ObjectStorage } from './object-storage.ts';

const PREFIX = 'uploads/';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export function s3SettingsFromEnv(env: Env): S3Settings {
  return {
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    // A custom endpoint is nearly always a self-hosted store that wants the bucket in the path.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}

/** A storage setting that cannot work; start-up stops with its message, as for a bad environment. */
export class StorageSetupError extends EnvError {}

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const isMissing = (error: unknown): boolean =>
  statusOf(error) === 404 || (error instanceof Error && ['NoSuchKey', 'NotFound'].includes(error.name));

export interface S3Storage extends ObjectStorage {
  /** Stops start-up with a message naming the setting when the bucket cannot be used. */
  check(): Promise<void>;
  close(): void;
}

export function createS3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle ?? false,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where the API requires them: S3-compatible stores differ in what else they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;

  return {
    async put(name, body, contentType) {
      if (!safeName.test(name)) throw new Error(`Unsafe object name: ${name}`);
      await client.send(
        new PutObjectCommand({ Bucket, Key: PREFIX + name, Body: body, ContentType: contentType }),
      );
    },
    async get(name) {
      if (!safeName.test(name)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: PREFIX + name }));
        const bytes = await answer.Body?.transformToByteArray();
        if (!bytes) return null;
        return { body: Buffer.from(bytes), contentType: answer.ContentType ?? contentTypeOf(name) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      if (!safeName.test(name)) throw new Error(`Unsafe object name: ${name}`);
      await client.send(new DeleteObjectCommand({ Bucket, Key: PREFIX + name }));
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          const name = item.Key?.slice(PREFIX.length) ?? '';
          if (safeName.test(name)) names.push(name);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.sort();
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(10_000) });
      } catch (error) {
        const status = statusOf(error);
        if (status === 404 || (error instanceof Error && error.name === 'NotFound'))
          throw new StorageSetupError(`S3_BUCKET: the bucket "${Bucket}" does not exist in the object store`);
        if (status === 403 || status === 401)
          throw new StorageSetupError(
            'S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: the object store refused these credentials for S3_BUCKET',
          );
        if (status === 301 || status === 400)
          throw new StorageSetupError(
            `S3_REGION: the bucket "${Bucket}" is not in region ${settings.region}`,
          );
        const where = settings.endpoint ? `S3_ENDPOINT (${settings.endpoint})` : 'S3_REGION';
        const reason = error instanceof Error ? error.message : String(error);
        throw new StorageSetupError(`${where}: the object store cannot be reached (${reason})`);
      }
    },
    close() {
      client.destroy();
    },
  };
}
