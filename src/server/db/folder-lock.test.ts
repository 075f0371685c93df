// Holding a data folder (folder-lock.ts): one holder at a time per folder, whatever path names it, and
// free again once let go. A held folder's refusal names the setting and the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { EnvError } from '../env.ts';
import { holdFolder } from './folder-lock.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-hold-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('a folder is held by one holder at a time, under any of its names, and is free once let go', async () => {
  const folder = path.join(root, 'data');
  const other = path.join(root, 'other');
  fs.mkdirSync(folder);
  fs.mkdirSync(other);
  fs.symlinkSync(folder, path.join(root, 'link'));
  const release = await holdFolder(folder);
  const refusal = holdFolder(path.join(root, 'link'));
  await expect(refusal).rejects.toBeInstanceOf(EnvError);
  await expect(refusal).rejects.toThrow(
    `DATA_DIR: the embedded database in ${path.join(root, 'link')} is open in another Taproom process`,
  );
  const releaseOther = await holdFolder(other);
  await release();
  const again = await holdFolder(folder);
  await again();
  await releaseOther();
});
