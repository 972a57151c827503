import type { PaymentProviderName } from '../../shared/plans';

/** A payment as the provider reports it (Razorpay's payment entity, the fields we use). */
export type ProviderPayment = {
  id: string;
  orderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded or failed. */
  status: string;
};

/** What we know of one of our orders when asking the provider about its payments. */
export type KnownOrder = { orderId: string; amount: number; currency: string };

export type CreateOrderRequest = {
  /** Paise. */
  amount: number;
  currency: 'INR';
  receipt: string;
  notes: Record<string, string>;
};

/**
 * The payment gateway behind one small interface (README, How it is built), chosen once from the
 * configuration in providers.ts. Checkout signatures and webhooks are checked by our own code with
 * the secrets in the config, the same way for every provider.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key id Checkout is opened with. */
  readonly keyId: string;
  /** The provider's reply as it came: the caller checks that it carries an order id. */
  createOrder(request: CreateOrderRequest): Promise<{ id?: unknown }>;
  fetchPayment(paymentId: string, order: KnownOrder): Promise<ProviderPayment>;
  capturePayment(paymentId: string, amount: number, currency: string): Promise<ProviderPayment>;
  fetchOrderPayments(order: KnownOrder): Promise<ProviderPayment[]>;
}

/**
 * The provider failed or refused. `reason` is the provider's own description of an API error
 * (safe to show: 'Authentication failed'); network failures have none and stay in the log.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly reason?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
