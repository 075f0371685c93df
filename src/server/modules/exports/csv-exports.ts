// The CSV exports' layouts (docs/rules/api.md, "Exports"), written by the shop's one CSV writer
// (src/shared/csv.ts) for the back-office downloads and `npm run taproom -- export` alike. Orders have
// one line per order item, the order's own columns repeated on each of its lines; the audit trail one
// line per event with the changed fields as JSON.
import { csvHeader, csvLine, type CsvValue } from '../../../shared/csv.ts';
import { malaysiaDateTime, malaysiaDay } from '../../../shared/dates.ts';
import { formatOrderNumber, orderReference } from '../../../shared/order-rules.ts';
import type { ExportFilter, ExportKind } from '../../../shared/schemas/exports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { activityExportBatches, countActivityForExport } from '../audit/repository.ts';
import {
  countExportCustomers,
  countExportOrders,
  countExportSubscribers,
  exportCustomerBatches,
  exportOrderBatches,
  exportSubscriberBatches,
} from './repository.ts';

export interface CsvExport {
  header: string[];
  /** What `count` counts and each batch holds: orders, customers, subscribers. */
  count(db: DbOrTx, filter: ExportFilter): Promise<number>;
  /** Batches of source records, each turned into one or more CSV records. */
  batches(db: DbOrTx, filter: ExportFilter): AsyncGenerator<{ records: CsvValue[][]; sources: number }>;
}

async function* mapped<T>(
  batches: AsyncGenerator<T[]>,
  toRecords: (row: T) => CsvValue[][],
): AsyncGenerator<{ records: CsvValue[][]; sources: number }> {
  for await (const batch of batches) yield { records: batch.flatMap(toRecords), sources: batch.length };
}

export const csvExports: Record<ExportKind, CsvExport> = {
  orders: {
    header: [
      'Order Number',
      'Reference',
      'Ordered At',
      'Status',
      'Customer Name',
      'Customer Email',
      'Customer Phone',
      'Delivery',
      'Delivery Address',
      'Keg Dispensers',
      'Keg Dispenser Cost',
      'Order Total',
      'Product',
      'Size',
      'Quantity',
      'Unit Price',
      'Line Total',
    ],
    count: countExportOrders,
    batches: (db, filter) =>
      mapped(exportOrderBatches(db, filter), (order) => {
        const orderColumns = [
          formatOrderNumber(order.orderNumber),
          orderReference(order.id),
          malaysiaDateTime(order.createdAt),
          order.status,
          order.customerName,
          order.customerEmail,
          order.customerPhone,
          order.deliveryOption,
          order.deliveryAddress,
          order.kegDispenserQuantity,
          order.kegDispenserCost,
          order.totalAmount,
        ];
        return order.items.map((item) => [
          ...orderColumns,
          item.productName,
          item.variantSize,
          item.quantity,
          item.unitPrice,
          item.totalPrice,
        ]);
      }),
  },
  customers: {
    header: [
      'Email',
      'First Name',
      'Last Name',
      'Phone',
      'Address',
      'Language',
      'Status',
      'Signed Up',
      'Orders',
    ],
    count: countExportCustomers,
    batches: (db, filter) =>
      mapped(exportCustomerBatches(db, filter), (customer) => [
        [
          customer.email,
          customer.firstName,
          customer.lastName,
          customer.phone,
          customer.address,
          customer.language,
          customer.isActive ? 'active' : 'closed',
          malaysiaDay(customer.createdAt),
          customer.orderCount,
        ],
      ]),
  },
  subscribers: {
    header: ['Email', 'Status', 'Language', 'Subscribed At'],
    count: countExportSubscribers,
    batches: (db, filter) =>
      mapped(exportSubscriberBatches(db, filter), (subscriber) => [
        [subscriber.email, subscriber.status, subscriber.language, malaysiaDateTime(subscriber.createdAt)],
      ]),
  },
  activity: {
    header: ['At', 'Staff', 'Action', 'Entity Type', 'Entity', 'Entity Id', 'Before', 'After'],
    count: countActivityForExport,
    batches: (db, filter) =>
      mapped(activityExportBatches(db, filter), (event) => [
        [
          malaysiaDateTime(event.at),
          event.actorEmail,
          event.action,
          event.entityType,
          event.entityLabel,
          event.entityId,
          JSON.stringify(event.changes.before),
          JSON.stringify(event.changes.after),
        ],
      ]),
  },
};

/** The whole file as text chunks: the header, then one chunk per batch; `onBatch` hears each batch's size. */
/**
 * The CSV as chunks, its first batch already read: a query that fails does so before a byte is sent, so a
 * download is either an error answer or a whole file, never a header cut off after a 200.
 */
export async function openCsv(
  db: DbOrTx,
  kind: ExportKind,
  filter: ExportFilter,
  onBatch: (sources: number) => void = () => {},
): Promise<AsyncGenerator<string>> {
  const layout = csvExports[kind];
  const batches = layout.batches(db, filter);
  const first = await batches.next();
  async function* chunks(): AsyncGenerator<string> {
    yield csvHeader(layout.header);
    for (let step = first; !step.done; step = await batches.next()) {
      yield step.value.records.map(csvLine).join('');
      onBatch(step.value.sources);
    }
  }
  return chunks();
}

export async function* csvChunks(
  db: DbOrTx,
  kind: ExportKind,
  filter: ExportFilter,
  onBatch: (sources: number) => void = () => {},
): AsyncGenerator<string> {
  yield* await openCsv(db, kind, filter, onBatch);
}

/** `orders-2026-11-24.csv`: the kind and the Malaysian day of the export. */
export const exportFileName = (kind: ExportKind, now: Date = new Date()) => `${kind}-${malaysiaDay(now)}.csv`;
