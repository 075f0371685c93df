// Registers first when the guest asked for an account, then sends the order with one Idempotency-Key per
// submission, kept for retries so a lost answer never turns into a second order.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/config.ts';
import type { CheckoutFormInput, PlacedOrder } from '../../../shared/schemas/orders.ts';
import { api } from '../../lib/data/api-client.ts';
import { customerSessionKeys } from '../../lib/data/customer-session.ts';
import { splitFullName } from '../../../shared/person-name.ts';
import { buildOrderPayload, stalePrices, stockShortage, type PayloadLine } from './order-payload.ts';
import { catalogueKeys } from '../../lib/data/products.ts';

export type SubmitOutcome =
  | { kind: 'placed'; reference: string; registered: boolean; confirmationPath: string | null }
  | { kind: 'stale'; prices: Map<string, number> }
  | { kind: 'short'; message: string }
  | { kind: 'failed' };

const newKey = (): string => globalThis.crypto.randomUUID();

export function useSubmitOrder() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const keyRef = useRef<string | null>(null);
  // A registration that went through stays done, even if the order itself must be retried.
  const registeredRef = useRef(false);

  async function register(form: CheckoutFormInput, language: Language): Promise<void> {
    if (form.registrationChoice !== 'register' || registeredRef.current) return;
    await api.post('/api/customer/register', {
      email: form.customerEmail.trim(),
      password: form.newCustomerPassword,
      ...splitFullName(form.customerName, language),
      phone: form.customerPhone?.trim() || null,
      address: form.deliveryOption === 'delivery' ? form.deliveryAddress?.trim() || null : null,
    });
    registeredRef.current = true;
    // The new account is signed in now: the dialog and the header pick up the profile.
    void queryClient.invalidateQueries({ queryKey: customerSessionKeys.profile });
  }

  async function submit(
    form: CheckoutFormInput,
    lines: readonly PayloadLine[],
    language: Language,
  ): Promise<SubmitOutcome> {
    setPending(true);
    keyRef.current ??= newKey();
    try {
      await register(form, language);
      const payload = buildOrderPayload(form, lines, language);
      const placed = await api.post<PlacedOrder>('/api/orders', payload, {
        headers: { 'Idempotency-Key': keyRef.current },
      });
      const registered = registeredRef.current;
      keyRef.current = null;
      registeredRef.current = false;
      void queryClient.invalidateQueries({ queryKey: customerSessionKeys.orders });
      return {
        kind: 'placed',
        reference: placed.orderNumber,
        registered,
        confirmationPath: placed.confirmationPath,
      };
    } catch (error) {
      const stale = stalePrices(error);
      if (stale) {
        // Nothing was written; the next submit is a new order with the refreshed prices.
        keyRef.current = null;
        return {
          kind: 'stale',
          prices: new Map(stale.currentPrices.map((p) => [p.variantId, Number(p.unitPrice)])),
        };
      }
      const short = stockShortage(error);
      if (short) {
        // Nothing was written either; the catalogue reads again so the cart shows what is left.
        keyRef.current = null;
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
        return { kind: 'short', message: short.message };
      }
      return { kind: 'failed' };
    } finally {
      setPending(false);
    }
  }

  /** Forget the submission in progress (the dialog was closed). */
  function reset(): void {
    keyRef.current = null;
  }

  return { submit, isPending, reset };
}
