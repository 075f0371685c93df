// What a backup file holds (docs/decisions/013-logical-backups.md): `manifest.json`, one JSON-lines file
// per table under `tables/`, and every stored image under `images/`, each file with its SHA-256.
import { z } from 'zod';
import { safeName } from '../storage/object-storage.ts';

export const BACKUP_FORMAT = 'taproom-backup';
export const BACKUP_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const tableName = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.enum(['postgres', 'pglite']),
  schema: z.object({ idx: z.number().int().min(0), tag: z.string(), when: z.number().int() }),
  tables: z.array(z.object({ name: tableName, rows: z.number().int().min(0), sha256 })),
  sequences: z.array(
    z.object({ name: tableName, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
  ),
  images: z.array(
    z.object({ name: z.string().regex(safeName), contentType: z.string(), bytes: z.number().int(), sha256 }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_FILE = 'manifest.json';
export const tableFile = (name: string) => `tables/${name}.jsonl`;
export const imageFile = (name: string) => `images/${name}`;

/** The names an archive may hold; anything else marks a file that is not one of our backups. */
export const isBackupEntry = (name: string): boolean =>
  name === MANIFEST_FILE ||
  /^tables\/[a-z][a-z0-9_]{0,62}\.jsonl$/.test(name) ||
  (name.startsWith('images/') && safeName.test(name.slice('images/'.length)));
