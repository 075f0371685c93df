// A run's temporary files (shops, uploads, backups, PostgreSQL clusters) go to a folder in memory when the
// machine has one with room to spare: tests make and remove thousands of folders and files, which on a
// disk cost the kernel about two seconds of a unit run. A TMPDIR set by hand is kept.
import fs from 'node:fs';
import path from 'node:path';

const IN_MEMORY = '/dev/shm';
const ROOM_NEEDED = 4 * 1024 ** 3;

/** Points TMPDIR (this process and the workers it starts) at a folder in memory; returns its removal. */
export function useMemoryTmpdir(): () => void {
  if (process.env.TMPDIR) return () => {};
  let room = 0;
  try {
    const stats = fs.statfsSync(IN_MEMORY);
    room = stats.bavail * stats.bsize;
  } catch {
    return () => {};
  }
  if (room < ROOM_NEEDED) return () => {};
  const dir = fs.mkdtempSync(path.join(IN_MEMORY, 'taproom-tests-'));
  // Open to every user as /tmp is: a PostgreSQL cluster started as root runs as the postgres user.
  fs.chmodSync(dir, 0o1777);
  process.env.TMPDIR = dir;
  return () => {
    delete process.env.TMPDIR;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
