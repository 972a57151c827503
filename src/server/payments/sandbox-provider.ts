import { randomBytes } from 'node:crypto';
import type { CheckoutFailure, CheckoutSuccessQuery } from '../../shared/plans';
import { messages } from '../../shared/messages';
import type { CreateOrderRequest, KnownOrder, PaymentProvider, ProviderPayment } from './payment-provider';
import { checkoutSignature } from './signatures';

const randomId = (prefix: string) => `${prefix}_sandbox_${randomBytes(7).toString('hex')}`;

/**
 * Our own checkout for development and tests (never production: the config refuses it). It makes
 * orders and payments locally and signs a successful payment exactly as Razorpay's Checkout does,
 * with a key secret derived from APP_SECRET, so every purchase goes through the same verification
 * and fulfilment code as a real one. Payments made here are kept in memory for the reconciler.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId: string;
  private readonly keySecret: string;
  private readonly paymentsByOrder = new Map<string, ProviderPayment[]>();

  constructor(options: { keyId: string; keySecret: string }) {
    this.keyId = options.keyId;
    this.keySecret = options.keySecret;
  }

  async createOrder(request: CreateOrderRequest) {
    return { id: randomId('order'), entity: 'order', amount: request.amount, currency: request.currency, receipt: request.receipt, status: 'created' };
  }

  /** A payment the sandbox signed is captured for the amount we stored for its order. */
  async fetchPayment(paymentId: string, order: KnownOrder): Promise<ProviderPayment> {
    const made = this.paymentsByOrder.get(order.orderId)?.find((p) => p.id === paymentId);
    return made ?? { id: paymentId, orderId: order.orderId, amount: order.amount, currency: order.currency, status: 'captured' };
  }

  async capturePayment(paymentId: string, amount: number, currency: string): Promise<ProviderPayment> {
    for (const payments of this.paymentsByOrder.values()) {
      const payment = payments.find((p) => p.id === paymentId);
      if (payment) {
        payment.status = 'captured';
        return { ...payment };
      }
    }
    return { id: paymentId, orderId: '', amount, currency, status: 'captured' };
  }

  async fetchOrderPayments(order: KnownOrder) {
    return (this.paymentsByOrder.get(order.orderId) ?? []).map((p) => ({ ...p }));
  }

  /**
   * The Pay and Fail buttons. Pay answers with the query Checkout hands to its success handler
   * (docs/product.md, Screens and routes); Fail with the shape of Checkout's `payment.failed` response.
   */
  pay(order: KnownOrder & { planId: string }, outcome: 'success' | 'failure'): CheckoutSuccessQuery | CheckoutFailure {
    const paymentId = randomId('pay');
    const status = outcome === 'success' ? 'captured' : 'failed';
    const payments = this.paymentsByOrder.get(order.orderId) ?? [];
    payments.push({ id: paymentId, orderId: order.orderId, amount: order.amount, currency: order.currency, status });
    this.paymentsByOrder.set(order.orderId, payments);
    if (outcome === 'failure') {
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: messages.paymentFailed,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.orderId, payment_id: paymentId },
        },
      };
    }
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.orderId,
      razorpay_signature: checkoutSignature(this.keySecret, order.orderId, paymentId),
      'notes[plan_id]': order.planId,
      amount: String(order.amount),
    };
  }
}
