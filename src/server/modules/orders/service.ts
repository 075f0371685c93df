// Placing an order (docs/rules/ordering.md): idempotent, priced on the server, written in one transaction.
import crypto from 'node:crypto';
import type {
  AdminOrderView,
  OrderMailPreview,
  OrderView,
  ParsedOrderMailPreviewRequest,
  ParsedOrderSubmission,
  ParsedOrderUpdate,
} from '../../../shared/schemas/orders.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../http-error.ts';
import type { Notifications } from '../../mail/notifications.ts';
import { orderStatusUpdateMail } from '../../mail/templates/order-status-update.ts';
import { readBusinessProfile } from '../business-profile/repository.ts';
import { recordActivity, type Actor } from '../audit/record.ts';
import { followOrderStatus, takeOrderStock } from '../stock/order-stock.ts';
import { provenEmailOf } from '../email-verification/repository.ts';
import { findAdminOrderView, findOrderView } from './order-views.ts';
import { orderConfirmationPath } from '../../../shared/schemas/order-confirmation.ts';
import { newConfirmationToken } from './order-confirmation.ts';
import { priceOrder, type PricedOrder } from './pricing.ts';
import { refuseUnreleased } from './release-check.ts';
import {
  activeCustomerId,
  findOrderIdByIdempotencyKey,
  insertOrder,
  loadCatalogueVariants,
  lockOrderForStaff,
  updateOrder,
  type NewOrder,
} from './repository.ts';

export interface PlaceOrderContext {
  customerId: string | null;
  idempotencyKey: string | null;
  notifications: Notifications;
}

export interface PlaceOrderResult {
  order: OrderView;
  /** The order's confirmation page, relative to the site (null only for orders from before it existed). */
  confirmationPath: string | null;
  /** False when an earlier submit with the same Idempotency-Key already placed it. */
  created: boolean;
  /** Whether the order changed what the catalogue shows of a size's stock (sold out, "only 3 left"). */
  catalogueChanged: boolean;
}

/**
 * Everything that must commit together with a new order. Other parts of the shop that react to an order
 * (e.g. the confirmation mail in the outbox) belong in here, on the same transaction. The order as stored
 * is what the customer is answered with: nothing changes it between here and the commit.
 */
async function writeOrder(
  tx: Tx,
  order: NewOrder,
  priced: PricedOrder,
  notifications: Notifications,
): Promise<{ stored: OrderView; catalogueChanged: boolean }> {
  const stored = await insertOrder(tx, order, priced);
  const proven = order.customerId ? await provenEmailOf(tx, order.customerId) : null;
  const addressProven = proven !== null && proven.toLowerCase() === order.customerEmail.toLowerCase();
  await notifications.orderPlaced(tx, stored, stored.items, {
    addressProven,
    confirmationPath: orderConfirmationPath(order.confirmationToken),
  });
  // Rows every order shares are written last, so parallel orders wait on them for the least time: the
  // brewery's alert count at the end of orderPlaced, then the sizes' stock here (always in that order, so
  // two orders never wait on each other in a circle). A refused size rolls all of it back.
  const catalogueChanged = await takeOrderStock(
    tx,
    { id: stored.id, language: order.language },
    priced.lines,
  );
  return { stored, catalogueChanged };
}

/**
 * Staff update of the status, the message to the customer and the private staff note. A changed status
 * mails the customer, and so does the message when staff chose to send it, in the same transaction.
 */
export async function updateOrderAsStaff(
  db: Db,
  orderId: string,
  update: ParsedOrderUpdate,
  deps: { notifications: Notifications; actor: Actor },
): Promise<AdminOrderView> {
  return db.transaction(async (tx) => {
    const { sendMessage, ...changes } = update;
    // Locked, so two staff saving at once compare against the status the other one left.
    const before = await lockOrderForStaff(tx, orderId);
    if (before === null || !(await updateOrder(tx, orderId, changes))) throw notFound('Order not found');
    const after = (await findAdminOrderView(tx, orderId))!;
    const statusChanged = after.status !== before.status;
    await followOrderStatus(tx, after, before.status, after.status);
    await deps.notifications.orderUpdated(tx, after, { statusChanged, withMessage: sendMessage });
    await recordActivity(tx, {
      actor: deps.actor,
      action: statusChanged ? 'order.status' : 'order.note',
      entity: { type: 'order', id: orderId, label: after.orderNumber },
      before: { ...before, messageSent: false },
      after: { ...changes, messageSent: sendMessage },
    });
    return after;
  });
}

/** The mail an update would send, as the customer would read it; nothing is changed or sent. */
export async function previewOrderUpdateMail(
  db: Db,
  orderId: string,
  update: ParsedOrderMailPreviewRequest,
): Promise<OrderMailPreview> {
  const order = await findOrderView(db, orderId);
  if (!order) throw notFound('Order not found');
  const mail = orderStatusUpdateMail({ ...order, ...update }, await readBusinessProfile(db), {
    statusChanged: update.status !== order.status,
    withMessage: update.sendMessage,
  });
  return {
    mail: mail && {
      language: order.language,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    },
  };
}

function isIdempotencyKeyClash(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505' && (!constraint || constraint === 'orders_idempotency_key_unique')) return true;
  }
  return false;
}

/**
 * What binds an Idempotency-Key (docs/rules/ordering.md): the exact submission, as validated, and the client
 * that sent it: the signed-in customer, or a guest. A guest has nothing but the submission itself, whose
 * personal fields are all the answer would show.
 */
interface KeyBinding {
  key: string;
  fingerprint: string;
  owner: string;
}

function bindingOf(key: string, input: ParsedOrderSubmission, customerId: string | null): KeyBinding {
  const fingerprint = crypto.createHash('sha256').update(JSON.stringify(input)).digest('hex');
  return { key, fingerprint, owner: customerId ? `customer:${customerId}` : 'guest' };
}

async function replay(db: Db, binding: KeyBinding): Promise<PlaceOrderResult | null> {
  const existing = await findOrderIdByIdempotencyKey(db, binding.key);
  if (!existing) return null;
  // Another client's key never reveals its order, whatever the body.
  if (existing.owner !== binding.owner) {
    throw conflict('This Idempotency-Key was already used for a different order');
  }
  if (existing.fingerprint !== binding.fingerprint) {
    throw unprocessable(
      'This Idempotency-Key was already used with a different order body',
      'idempotency-key',
    );
  }
  const order = await findOrderView(db, existing.id);
  const token = existing.confirmationToken;
  return order
    ? {
        order,
        created: false,
        confirmationPath: token ? orderConfirmationPath(token) : null,
        catalogueChanged: false,
      }
    : null;
}

export async function placeOrder(
  db: Db,
  input: ParsedOrderSubmission,
  context: PlaceOrderContext,
): Promise<PlaceOrderResult> {
  const customerId = await activeCustomerId(db, context.customerId);
  const binding = context.idempotencyKey ? bindingOf(context.idempotencyKey, input, customerId) : null;
  // The key's earlier order and the catalogue are read side by side; an earlier order wins over pricing.
  const [earlier, catalogue] = await Promise.all([
    binding && replay(db, binding),
    loadCatalogueVariants(
      db,
      input.items.map((item) => item.variantId),
      input.language,
    ),
  ]);
  if (earlier) return earlier;
  await refuseUnreleased(db, input.language, input.items, catalogue);
  const priced = priceOrder(input, catalogue);
  const order: NewOrder = {
    customerId,
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    customerPhone: input.customerPhone,
    deliveryOption: input.deliveryOption,
    deliveryAddress: input.deliveryAddress,
    kegDispenserRental: input.kegDispenserRental,
    notes: input.notes,
    language: input.language,
    idempotencyKey: binding?.key ?? null,
    idempotencyFingerprint: binding?.fingerprint ?? null,
    idempotencyOwner: binding?.owner ?? null,
    confirmationToken: newConfirmationToken(),
  };
  try {
    const { stored, catalogueChanged } = await db.transaction((tx) =>
      writeOrder(tx, order, priced, context.notifications),
    );
    return {
      order: stored,
      created: true,
      confirmationPath: orderConfirmationPath(order.confirmationToken),
      catalogueChanged,
    };
  } catch (error) {
    // Two submits with one key raced: the loser answers with the winner's order.
    if (binding && isIdempotencyKeyClash(error)) {
      const earlier = await replay(db, binding);
      if (earlier) return earlier;
    }
    throw error;
  }
}
