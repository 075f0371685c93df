// What every command of `npm run taproom` is given and returns (./taproom.ts): the settings, the two
// output streams, and the errors that end a command with a message and an exit code.
import path from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { openDatabase, type Database } from '../db/client.ts';
import { loadEnv, type Env } from '../env.ts';

export interface OutputStream {
  write(text: string): boolean;
  once?(event: 'drain', listener: () => void): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface CliContext {
  /** The environment the settings are read from (src/server/env.ts). */
  source: Record<string, string | undefined>;
  stdout: OutputStream;
  /** Messages and progress; never the command's data. */
  stderr: OutputStream;
  /**
   * Opens the database the commands work on; by default the one the settings name. The tests hand over a
   * shop's database kept in memory (src/server/test-support/cli-run.ts); closing it ends one command's use.
   */
  openDatabase?: (env: Env) => Promise<Database>;
}

export interface Command {
  name: string;
  /** One line for the tool's own --help. */
  summary: string;
  /** The command's --help text. */
  usage: string;
  /** Returns the exit code. */
  run(args: string[], context: CliContext): Promise<number>;
}

/** Exit codes: 0 done, 1 failed, 2 wrongly called. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** The command was called wrongly (missing argument, bad option or value): exit code 2. */
export class UsageError extends Error {}
/** The command could not do its work (unreadable file, refused restore, …): exit code 1. */
export class CommandError extends Error {}

export const printLine = (stream: OutputStream, line: string): void => {
  stream.write(`${line}\n`);
};

/** Writes data, waiting while a slow reader (a pipe, a file) catches up. */
export async function writeData(stream: OutputStream, text: string): Promise<void> {
  if (!stream.write(text) && stream.once) {
    await new Promise<void>((resolve) => stream.once!('drain', resolve));
  }
}

/** Strict option parsing: an unknown option or a missing value is a UsageError naming it. */
export function parseCommandArgs<T extends ParseArgsOptionsConfig>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Exactly `names.length` positional arguments, named in the message when one is missing. */
export function positionals(given: string[], names: string[]): string[] {
  if (given.length < names.length) throw new UsageError(`missing argument: <${names[given.length]}>`);
  if (given.length > names.length) throw new UsageError(`unexpected argument: ${given[names.length]}`);
  return given;
}

export function settings(context: CliContext): Env {
  return loadEnv(context.source);
}

const openConfigured = (env: Env): Promise<Database> =>
  openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });

/** Opens the configured database for `work` and closes it afterwards, migrated first unless told not to. */
export async function withDatabase<T>(
  context: CliContext,
  env: Env,
  work: (database: Database) => Promise<T>,
  options: { migrate?: boolean } = {},
): Promise<T> {
  const database = await (context.openDatabase ?? openConfigured)(env);
  try {
    await database.ping();
    if (options.migrate !== false) await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}
