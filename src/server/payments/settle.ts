import type { KnownOrder, PaymentProvider, ProviderPayment } from './payment-provider';
import { PaymentProviderError } from './payment-provider';

export type Settlement = { ok: true; payment: ProviderPayment } | { ok: false; reason: string };

/**
 * Whether a payment the provider reports really pays this order: for this order, in INR, for the
 * stored amount, and captured. An authorised payment (auto-capture off, or not yet done) is
 * captured here for the stored amount (docs/security.md, Payments). Provider failures throw.
 */
export async function settlePayment(provider: PaymentProvider, payment: ProviderPayment, order: KnownOrder): Promise<Settlement> {
  if (payment.orderId !== order.orderId) return { ok: false, reason: 'payment is for another order' };
  if (payment.currency !== 'INR' || order.currency !== 'INR') return { ok: false, reason: 'currency is not INR' };
  if (payment.amount !== order.amount) return { ok: false, reason: 'amount differs from the order' };
  let settled = payment;
  if (settled.status === 'authorized') {
    try {
      settled = await provider.capturePayment(payment.id, order.amount, order.currency);
    } catch (error) {
      // Captured meanwhile (auto-capture, a webhook handler elsewhere): ask again before failing.
      if (!(error instanceof PaymentProviderError)) throw error;
      settled = await provider.fetchPayment(payment.id, order);
      if (settled.status !== 'captured') throw error;
    }
  }
  if (settled.status !== 'captured') return { ok: false, reason: `payment is ${settled.status || 'in an unknown state'}` };
  if (settled.amount !== order.amount) return { ok: false, reason: 'captured amount differs from the order' };
  return { ok: true, payment: settled };
}
