// `taproom staff …`: the back office's staff accounts (docs/rules/accounts.md).
import { z } from 'zod';
import {
  findStaffByEmail,
  generatePassword,
  listStaff,
  resetStaffPassword,
  setStaffDisabled,
  upsertAdmin,
  type StaffChange,
} from '../../modules/staff/staff-accounts.ts';
import {
  CommandError,
  EXIT,
  parseCommandArgs,
  positionals,
  printLine,
  settings,
  UsageError,
  withDatabase,
  type CliContext,
  type Command,
} from '../context.ts';
import { isStaffRole } from '../../../shared/staff-permissions.ts';

const usage = `Usage: npm run taproom -- staff <action> [email] [--role owner|staff]

Actions:
  create <email>          add a staff account (or reset the password of an existing one) and print
                          a generated password, once. The first account is an owner, later ones staff
                          unless --role says otherwise; with --role an existing account changes role.
  list                    every staff account with its role and state
  disable <email>         the account can no longer sign in; its open sessions end at once.
                          The last enabled owner cannot be disabled: the back office keeps a way in.
  enable <email>          the account may sign in again (with its password as it was)
  reset-password <email>  a new generated password, printed once; the account's sessions end`;

function emailArgument(value: string): string {
  const email = value.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new UsageError(`not an email address: ${value}`);
  return email;
}

function printPassword(context: CliContext, password: string): void {
  printLine(context.stdout, `Password: ${password}`);
  printLine(context.stdout, 'Sign in at /admin/login. The password is shown only once.');
}

const changeMessages: Record<StaffChange, (email: string, disabled: boolean) => string> = {
  done: (email, disabled) =>
    disabled ? `Staff ${email} disabled; their sessions have ended.` : `Staff ${email} enabled.`,
  unchanged: (email, disabled) => `Staff ${email} was already ${disabled ? 'disabled' : 'enabled'}.`,
  'not-found': (email) => `No staff account ${email}.`,
  'last-owner': (email) =>
    `${email} is the last enabled owner; make another member an owner before disabling or demoting it.`,
};

async function run(args: string[], context: CliContext): Promise<number> {
  const { positionals: given, values } = parseCommandArgs(args, { role: { type: 'string' } });
  const [action, ...rest] = given;
  const role = values.role;
  if (role !== undefined && !isStaffRole(role)) throw new UsageError('--role must be owner or staff');
  if (role !== undefined && action !== 'create') throw new UsageError('--role goes with create');
  if (!action) throw new UsageError('missing action: create, list, disable, enable or reset-password');
  const env = settings(context);
  if (action === 'list') {
    positionals(rest, []);
    const staff = await withDatabase(context, env, (database) => listStaff(database.db));
    for (const member of staff) {
      const state = member.disabledAt
        ? `disabled ${member.disabledAt.toISOString().slice(0, 10)}`
        : 'enabled';
      const line = [member.email, member.role, state, member.name].filter(Boolean).join('\t');
      printLine(context.stdout, line);
    }
    printLine(context.stderr, `${staff.length} staff account(s)`);
    return EXIT.ok;
  }
  if (!['create', 'disable', 'enable', 'reset-password'].includes(action)) {
    throw new UsageError(`unknown action "${action}"`);
  }
  const [raw] = positionals(rest, ['email']);
  const email = emailArgument(raw!);
  return withDatabase(context, env, async ({ db }) => {
    if (action === 'create') {
      const password = generatePassword();
      const result = await upsertAdmin(db, email, password, { recorded: true, role });
      if (result === 'last-owner') throw new CommandError(changeMessages['last-owner'](email, false));
      const member = await findStaffByEmail(db, email);
      printLine(
        context.stdout,
        result === 'created'
          ? `Staff ${email} created as ${member?.role}.`
          : `Staff ${email} already existed (${member?.role}); password reset.`,
      );
      printPassword(context, password);
      if (member?.disabledAt) {
        printLine(context.stdout, `The account is disabled: "staff enable ${email}" lets it sign in.`);
      }
      return EXIT.ok;
    }
    if (action === 'reset-password') {
      const password = generatePassword();
      if (!(await resetStaffPassword(db, email, password)))
        throw new CommandError(`No staff account ${email}.`);
      printLine(context.stdout, `Password of ${email} reset; their sessions have ended.`);
      printPassword(context, password);
      return EXIT.ok;
    }
    const disabled = action === 'disable';
    const result = await setStaffDisabled(db, { email }, disabled);
    const message = changeMessages[result](email, disabled);
    if (result === 'not-found' || result === 'last-owner') throw new CommandError(message);
    printLine(context.stdout, message);
    return EXIT.ok;
  });
}

export const staffCommand: Command = {
  name: 'staff',
  summary: 'create, list, disable, enable staff accounts; reset a password',
  usage,
  run,
};
