// `taproom export <kind>`: the CSV exports of the back office on the command line (docs/rules/api.md,
// "Exports"), same filters, limits and layout. A new kind is added to EXPORT_KINDS
// (src/shared/schemas/exports.ts) and its layout to src/server/modules/exports/csv-exports.ts.
import fs from 'node:fs';
import path from 'node:path';
import {
  EXPORT_KINDS,
  EXPORT_STATUSES,
  exportQuerySchema,
  type ExportKind,
} from '../../../shared/schemas/exports.ts';
import { csvChunks, csvExports } from '../../modules/exports/csv-exports.ts';
import {
  CommandError,
  EXIT,
  parseCommandArgs,
  positionals,
  printLine,
  settings,
  UsageError,
  withDatabase,
  writeData,
  type Command,
  type OutputStream,
} from '../context.ts';
import { startProgress } from '../progress.ts';

const usage = `Usage: npm run taproom -- export <${EXPORT_KINDS.join('|')}> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--status <status>] [--out file.csv]

Writes a CSV file (RFC 4180, every field quoted; a cell starting with =, +, -, @, a tab or a carriage
return gets a leading ' so no spreadsheet runs it as a formula) to standard output, or to --out.
  --from, --to   whole days in Malaysian time, both included, by the date of the order, the sign-up,
                 the subscription or the staff change; at most EXPORT_MAX_DAYS days (366 unless set) at once.
                 Orders and activity cover the last EXPORT_MAX_DAYS days up to today unless
                 given; customers and subscribers cover everyone unless given.
  --status       ${EXPORT_KINDS.map((kind) => `${kind}: ${EXPORT_STATUSES[kind].join(', ')}`).join('\n                 ')}
  --out          the file to write (replaced if it exists); standard output otherwise
Orders have one line per order item: the order's number, reference, time, status, customer, delivery and
totals, then the product, size, quantity, unit price and line total. Activity (the audit trail) has one line
per staff change or sign-in: time, staff email, action, what was changed, and the changed fields before and
after as JSON; --status picks the kind of thing changed.

Examples:
  npm run taproom -- export orders --from 2026-01-01 --to 2026-03-31 --out orders-q1.csv
  npm run taproom -- export orders --status completed > completed.csv
  npm run taproom -- export subscribers --status active --out subscribers.csv
  npm run taproom -- export activity --from 2026-11-01 --status orders --out order-changes.csv`;

function fileOutput(file: string): { stream: OutputStream; done: () => Promise<void>; discard: () => void } {
  const stream = fs.createWriteStream(file);
  return {
    stream,
    done: () =>
      new Promise((resolve, reject) =>
        stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
      ),
    discard: () => {
      stream.destroy();
      fs.rmSync(file, { force: true });
    },
  };
}

export const exportCommand: Command = {
  name: 'export',
  summary: `write ${EXPORT_KINDS.join(', ')} as CSV, filtered by dates and status`,
  usage,
  async run(args, context) {
    const { values, positionals: given } = parseCommandArgs(args, {
      from: { type: 'string' },
      to: { type: 'string' },
      status: { type: 'string' },
      out: { type: 'string' },
    });
    const [kind] = positionals(given, ['kind']);
    if (!EXPORT_KINDS.includes(kind as ExportKind)) {
      throw new UsageError(`unknown export "${kind}": choose ${EXPORT_KINDS.join(', ')}`);
    }
    const env = settings(context);
    const parsed = exportQuerySchema(kind as ExportKind, env.EXPORT_MAX_DAYS).safeParse({
      from: values.from,
      to: values.to,
      status: values.status,
    });
    if (!parsed.success) {
      throw new UsageError(
        parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; '),
      );
    }
    const filter = parsed.data;
    const out = values.out ? path.resolve(values.out) : undefined;
    if (out && !fs.existsSync(path.dirname(out)))
      throw new CommandError(`cannot write ${out}: no such folder`);
    return withDatabase(context, env, async ({ db }) => {
      const total = await csvExports[kind as ExportKind].count(db, filter);
      const target = out ? fileOutput(out) : undefined;
      const progress = startProgress(context.stderr, `Exporting ${kind}`, total);
      try {
        for await (const chunk of csvChunks(db, kind as ExportKind, filter, (n) => progress.advance(n))) {
          await writeData(target?.stream ?? context.stdout, chunk);
        }
        await target?.done();
      } catch (error) {
        target?.discard();
        throw error;
      }
      progress.finish();
      const range =
        filter.from || filter.to ? ` from ${filter.from ?? 'the start'} to ${filter.to ?? 'today'}` : '';
      printLine(context.stderr, `${total} ${kind}${range}${out ? ` written to ${out}` : ''}.`);
      return EXIT.ok;
    });
  },
};
