// Writes a backup file (docs/decisions/013-logical-backups.md): every table's rows as JSON lines, read in
// one repeatable-read transaction so they are consistent with each other, the sequences' positions, and
// every stored image read through the storage in use (local folder or S3 bucket). The file appears under
// its name only once complete.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { packFolder } from './archive.ts';
import { hashedWriter, stagingFolder } from './files.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  imageFile,
  MANIFEST_FILE,
  tableFile,
  type Manifest,
} from './manifest.ts';
import {
  countRows,
  lastAppliedMigration,
  sequenceNames,
  sequencePosition,
  tableRowsAsJson,
  tablesInDependencyOrder,
} from './repository.ts';
import { versionOf } from './schema-version.ts';

export interface ProgressReport {
  advance(by?: number): void;
  finish(): void;
}
export type StartProgress = (label: string, total: number) => ProgressReport;

export class BackupRefused extends Error {}

async function dumpDatabase(database: Database, dir: string, progress: StartProgress) {
  return database.db.transaction(
    async (tx) => {
      const schema = versionOf(await lastAppliedMigration(tx));
      if (!schema) throw new BackupRefused('the database has no tables yet: there is nothing to back up');
      const names = await tablesInDependencyOrder(tx);
      // One connection: its statements run one after the other.
      const counts: number[] = [];
      for (const name of names) counts.push(await countRows(tx, name));
      const bar = progress(
        'Tables',
        counts.reduce((sum, n) => sum + n, 0),
      );
      const tables: Manifest['tables'] = [];
      for (const name of names) {
        const writer = await hashedWriter(path.join(dir, tableFile(name)));
        let rows = 0;
        for await (const batch of tableRowsAsJson(tx, name)) {
          await writer.write(`${batch.join('\n')}\n`);
          rows += batch.length;
          bar.advance(batch.length);
        }
        tables.push({ name, rows, sha256: await writer.close() });
      }
      bar.finish();
      const sequences = [];
      for (const name of await sequenceNames(tx)) sequences.push(await sequencePosition(tx, name));
      return { schema, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function copyImages(storage: ObjectStorage, dir: string, progress: StartProgress) {
  const names = await storage.list();
  const bar = progress('Images', names.length);
  const images: Manifest['images'] = [];
  for (const name of names) {
    const file = await storage.get(name);
    bar.advance();
    // Removed between listing and reading: it is simply not part of this backup.
    if (!file) continue;
    const writer = await hashedWriter(path.join(dir, imageFile(name)));
    await writer.write(file.body);
    images.push({
      name,
      contentType: file.contentType,
      bytes: file.body.length,
      sha256: await writer.close(),
    });
  }
  bar.finish();
  return images;
}

export async function createBackup(
  database: Database,
  storage: ObjectStorage,
  file: string,
  progress: StartProgress,
): Promise<Manifest> {
  const staging = stagingFolder();
  const partial = `${file}.partial`;
  try {
    const { schema, tables, sequences } = await dumpDatabase(database, staging.dir, progress);
    const images = await copyImages(storage, staging.dir, progress);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: database.kind,
      schema,
      tables,
      sequences,
      images,
    };
    fs.writeFileSync(path.join(staging.dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [
      MANIFEST_FILE,
      ...tables.map((table) => tableFile(table.name)),
      ...images.map((image) => imageFile(image.name)),
    ];
    await packFolder(staging.dir, entries, partial);
    fs.renameSync(partial, file);
    return manifest;
  } finally {
    fs.rmSync(partial, { force: true });
    staging.remove();
  }
}
