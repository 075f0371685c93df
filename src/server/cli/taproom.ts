// `npm run taproom -- <command> [options]`: the operator's command line. Each command lives in
// ./commands/ and is listed in ./commands/index.ts; this file only finds the command, shows help and
// turns failures into a message on stderr and a non-zero exit code (./context.ts).
import { databaseUnavailableReason, driverMessage } from '../db/unavailable.ts';
import { EnvError } from '../env.ts';
import { commands } from './commands/index.ts';
import { CommandError, EXIT, printLine, UsageError, type CliContext, type Command } from './context.ts';

const PROGRAM = 'npm run taproom --';

export function toolUsage(list: readonly Command[] = commands): string {
  const width = Math.max(...list.map((command) => command.name.length));
  return [
    `Usage: ${PROGRAM} <command> [options]`,
    '',
    'Commands:',
    ...list.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    `"${PROGRAM} <command> --help" explains one command.`,
    'Settings come from the environment, as for the server: DATABASE_URL or DATA_DIR, the S3_* settings.',
    'With the embedded database, stop the server first: PGlite allows one process per data folder.',
  ].join('\n');
}

const wantsHelp = (args: readonly string[]) => args.includes('--help') || args.includes('-h');

/** Runs one command line; returns the process exit code. */
export async function runTaproom(args: readonly string[], context: CliContext): Promise<number> {
  const [name, ...rest] = args;
  const fail = (line: string) => printLine(context.stderr, line);
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? commands.find((command) => command.name === rest[0]) : undefined;
    printLine(name === undefined ? context.stderr : context.stdout, topic?.usage ?? toolUsage());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    fail(`taproom: unknown command "${name}"`);
    fail(toolUsage());
    return EXIT.usage;
  }
  if (wantsHelp(rest)) {
    printLine(context.stdout, command.usage);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, context);
  } catch (error) {
    if (error instanceof UsageError) {
      fail(`taproom ${name}: ${error.message}`);
      fail(`Run "${PROGRAM} ${name} --help" for its usage.`);
      return EXIT.usage;
    }
    if (error instanceof CommandError || error instanceof EnvError) {
      fail(`taproom ${name}: ${error.message}`);
      return EXIT.failed;
    }
    const unreachable = databaseUnavailableReason(error);
    if (unreachable) {
      fail(`taproom ${name}: cannot reach the database (${unreachable}); check DATABASE_URL`);
      return EXIT.failed;
    }
    fail(`taproom ${name} failed: ${driverMessage(error)}`);
    return EXIT.failed;
  }
}

if (import.meta.main) {
  process.exitCode = await runTaproom(process.argv.slice(2), {
    source: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
  });
}
