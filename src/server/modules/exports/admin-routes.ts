// Staff download the orders and the customers as CSV (docs/rules/api.md, "Exports"); registered inside
// the admin guard (app.ts), paths relative to /api/admin. The file is streamed a batch at a time.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportQuerySchema, type ExportKind } from '../../../shared/schemas/exports.ts';
import { errorResponses, fileAnswer } from '../../../shared/schemas/responses.ts';
import type { Db } from '../../db/client.ts';
import { exportFileName, openCsv } from './csv-exports.ts';

// The file goes out a batch at a time, once its first query has answered; its declared answer is the
// text the batches add up to.
const csvStream = async (...args: Parameters<typeof openCsv>) =>
  Readable.from(await openCsv(...args)) as unknown as string;

export const adminExportRoutes: FastifyPluginAsyncZod<{ db: Db; maxDays: number }> = async (
  app,
  { db, maxDays },
) => {
  const download = (kind: ExportKind, path: string) =>
    app.get(
      path,
      {
        schema: {
          querystring: exportQuerySchema(kind, maxDays),
          response: {
            200: fileAnswer('text/csv', `The ${kind} as CSV, one row per line`),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const file = await csvStream(db, kind, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(kind)}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  download('orders', '/orders/export.csv');
  download('customers', '/customers/export.csv');
};
