// `npm run admin -- create <email>`: adds a staff account (or resets the password of an existing one) and
// prints a generated password once. Uses the same database settings as the server (src/server/env.ts).
// With the embedded database, stop the server first: PGlite allows one process per data folder.
import path from 'node:path';
import { z } from 'zod';
import { openDatabase } from './db/client.ts';
import { EnvError, loadEnv } from './env.ts';
import { generatePassword, upsertAdmin } from './modules/admin-auth/staff-accounts.ts';

const USAGE = 'Usage: npm run admin -- create <email>';

/** Runs the command; returns the process exit code. */
export async function runAdminCli(
  args: readonly string[],
  source: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const [command, email, ...rest] = args;
  if (command !== 'create' || !email || rest.length > 0) {
    print(USAGE);
    return 2;
  }
  if (!z.email().safeParse(email.trim()).success) {
    print(`Not an email address: ${email}`);
    return 2;
  }
  let env;
  try {
    env = loadEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    print(error.message);
    return 1;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  try {
    await database.migrate();
    const password = generatePassword();
    const result = await upsertAdmin(database.db, email, password);
    print(
      result === 'created'
        ? `Admin ${email.trim().toLowerCase()} created.`
        : `Admin ${email.trim().toLowerCase()} already existed; password reset.`,
    );
    print(`Password: ${password}`);
    print('Sign in at /admin/login. The password is shown only once.');
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  process.exitCode = await runAdminCli(process.argv.slice(2), process.env, (line) => console.log(line));
}
