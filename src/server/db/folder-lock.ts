// The embedded database's folder is open in one process at a time: PostgreSQL inside PGlite cannot tell
// that another process has the same files open, and two of them writing would corrupt the shop's data
// (the server and a `taproom` command, say). The process holding the folder listens on a socket in
// Linux's abstract namespace named after the folder; the system closes it when the process ends, however
// it ends, so no lock outlives its holder. Processes in different network namespaces (two containers
// sharing one volume) do not see each other's socket; elsewhere than Linux nothing is held.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { EnvError } from '../env.ts';

/** Lets the folder go. */
export type FolderRelease = () => Promise<void>;

const socketName = (folder: string): string =>
  `\0taproom-data-${crypto.createHash('sha256').update(fs.realpathSync(folder)).digest('hex').slice(0, 40)}`;

/** Holds `folder` for this process, or refuses with a message naming it when another process holds it. */
export async function holdFolder(folder: string): Promise<FolderRelease> {
  if (process.platform !== 'linux') return async () => {};
  const holder = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    holder.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') reject(error);
      else
        reject(
          new EnvError(
            `DATA_DIR: the embedded database in ${folder} is open in another Taproom process ` +
              '(a running server?); stop that process first',
          ),
        );
    });
    holder.listen(socketName(folder), resolve);
  });
  // Holding the folder never keeps the process alive.
  holder.unref();
  return () => new Promise((resolve) => holder.close(() => resolve()));
}
