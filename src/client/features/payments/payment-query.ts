import type { VerifyInput } from '../../../server/payments/payment-service';
import type { CheckoutSuccessQuery } from '../../../shared/plans';

type QueryKey = keyof CheckoutSuccessQuery;

/**
 * docs/product.md, Validation: the page needs a payment id, an order id, a plan id and a non-zero amount in its
 * query, else 'Invalid payment details' without asking the server. The signature is the server's
 * to judge (a missing one is refused there with the same message). The answer is what the page
 * sends to POST /api/payments/verify, `amount` in paise.
 */
export function parsePaymentQuery(search: URLSearchParams): VerifyInput | null {
  const get = (key: QueryKey) => search.get(key)?.trim() ?? '';
  const input = {
    razorpay_payment_id: get('razorpay_payment_id'),
    razorpay_order_id: get('razorpay_order_id'),
    razorpay_signature: get('razorpay_signature'),
    planId: get('notes[plan_id]'),
    amount: /^\d+$/.test(get('amount')) ? Number(get('amount')) : 0,
  };
  if (!input.razorpay_payment_id || !input.razorpay_order_id || !input.planId || !(input.amount > 0)) return null;
  return input;
}
