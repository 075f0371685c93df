// One audit event as a sentence in the staff member's language, e.g. "changed the price of Hornbill Pale
// Ale 330 ml from RM 12.00 to RM 13.50". The actor is shown beside it, so the sentence starts with the verb.
import type { TFunction } from '../../../shared/message-catalogue.ts';
import type { Language } from '../../../shared/config.ts';
import { formatPrice } from '../../../shared/money.ts';
import type { ActivityEvent } from '../../../shared/schemas/activity.ts';

/** Actions whose sentence names the old and new value. */
const NAMES_VALUES = new Set<ActivityEvent['action']>(['variant.price', 'variant.stock', 'order.status']);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The values a sentence names besides the label, when the event carries them. */
function details(event: ActivityEvent, t: TFunction, language: Language) {
  const { before, after } = event.changes;
  if (event.action === 'variant.price') {
    const from = text(before.price);
    const to = text(after.price);
    if (from && to) return { from: formatPrice(from, language), to: formatPrice(to, language) };
  }
  if (event.action === 'variant.stock' && typeof after.reason === 'string') {
    const count = (value: unknown) =>
      typeof value === 'number' ? String(value) : t('adminActivity.stockUncounted');
    const reason = after.stock === null ? 'untracked' : after.reason;
    return {
      from: count(before.stock),
      to: count(after.stock),
      reason: t(`adminActivity.stockReason.${reason}`),
    };
  }
  if (event.action === 'order.status') {
    const from = text(before.status);
    const to = text(after.status);
    if (from && to) return { from: t(`status.${from}`), to: t(`status.${to}`) };
  }
  return null;
}

export function describeActivity(event: ActivityEvent, t: TFunction, language: Language): string {
  const label = event.entityLabel || t('adminActivity.noLabel');
  if (event.action === 'staff.sign-in-failed' && !event.actorId)
    return t('adminActivity.action.unknownSignIn');
  const values = details(event, t, language);
  if (values) return t(`adminActivity.action.${event.action}`, { label, ...values });
  if (NAMES_VALUES.has(event.action)) return t('adminActivity.action.changed', { label });
  return t(`adminActivity.action.${event.action}`, { label });
}
