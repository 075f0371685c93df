// The command line as a whole: help for the tool and every command, and a message with a non-zero exit
// code for an unknown command, a bad option, bad settings and a database that cannot be reached.
import { expect, test } from 'vitest';
import { runCli } from '../test-support/cli-run.ts';
import { commands } from './commands/index.ts';

test('--help lists every command, and every command explains itself', async () => {
  const help = await runCli(['--help'], {});
  expect(help.code).toBe(0);
  for (const command of commands) {
    expect(help.stdout).toContain(`  ${command.name} `);
    const own = await runCli([command.name, '--help'], {});
    expect(own, command.name).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Usage: npm run taproom -- /),
    });
  }
  expect((await runCli(['help', 'export'], {})).stdout).toMatch(/--status/);
});

test('no command, an unknown command or an unknown option ends with a message and exit code 2', async () => {
  expect(await runCli([], {})).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Usage:/) });
  expect(await runCli(['bakcup', 'x'], {})).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/^taproom: unknown command "bakcup"/),
  });
  expect(await runCli(['migrate', '--dry-run'], {})).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/Unknown option '--dry-run'[\s\S]*Run "npm run taproom -- migrate --help"/),
  });
});

test('bad settings and an unreachable database end with a message and exit code 1', async () => {
  expect(await runCli(['migrate'], { DATABASE_URL: 'mysql://nowhere' })).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/DATABASE_URL: must be a postgres:\/\/ URL/),
  });
  const unreachable = await runCli(['staff', 'list'], {
    DATABASE_URL: 'postgres://taproom:secret@127.0.0.1:1/taproom',
  });
  expect(unreachable.code).toBe(1);
  expect(unreachable.stderr).toMatch(/^taproom staff: cannot reach the database \(ECONNREFUSED/);
  expect(unreachable.stderr).not.toContain('secret');
});
