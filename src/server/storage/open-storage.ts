// Opens the storage the settings choose: local disk under DATA_DIR/uploads by default, or the S3 bucket
// (checked before the server starts). The S3 client is loaded only when chosen, so a one-server shop
// never holds it in memory.
import path from 'node:path';
import { storageDriver, type Env } from '../env.ts';
import { createLocalStorage, type ObjectStorage } from './object-storage.ts';

export interface OpenedStorage {
  storage: ObjectStorage;
  /** Where the files live, for log lines: a folder or s3://bucket. */
  where: string;
  close: () => void;
}

export async function openStorage(env: Env, dataDir: string): Promise<OpenedStorage> {
  if (storageDriver(env) === 'local') {
    const dir = path.join(dataDir, 'uploads');
    return { storage: createLocalStorage(dir), where: dir, close: () => {} };
  }
  const { createS3Storage, s3SettingsFromEnv } = await import('./s3-storage.ts');
  const storage = createS3Storage(s3SettingsFromEnv(env));
  try {
    await storage.check();
  } catch (error) {
    storage.close();
    throw error;
  }
  return { storage, where: `s3://${env.S3_BUCKET}`, close: () => storage.close() };
}
