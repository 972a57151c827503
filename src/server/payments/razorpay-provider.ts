import Razorpay from 'razorpay';
import type { CreateOrderRequest, KnownOrder, PaymentProvider, ProviderPayment } from './payment-provider';
import { PaymentProviderError } from './payment-provider';

type RazorpayOptions = { keyId: string; keySecret: string; apiBaseUrl: string; timeoutMs: number };

/** The SDK's axios instance, which its typings leave out. */
type SdkTransport = { rq: { defaults: { baseURL?: string; timeout?: number } } };

/**
 * Razorpay through its official Node SDK: Orders and Payments APIs. The base URL can point at a
 * local fake in tests; every call has a timeout (the SDK sets none).
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  private readonly sdk: Razorpay;

  constructor(options: RazorpayOptions) {
    this.keyId = options.keyId;
    this.sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
    const transport = (this.sdk.api as unknown as SdkTransport).rq.defaults;
    transport.baseURL = options.apiBaseUrl;
    transport.timeout = options.timeoutMs;
  }

  async createOrder(request: CreateOrderRequest) {
    const order = await call('orders.create', () => this.sdk.orders.create(request));
    return (order ?? {}) as { id?: unknown };
  }

  async fetchPayment(paymentId: string, _order: KnownOrder) {
    return toPayment(await call('payments.fetch', () => this.sdk.payments.fetch(paymentId)));
  }

  async capturePayment(paymentId: string, amount: number, currency: string) {
    return toPayment(await call('payments.capture', () => this.sdk.payments.capture(paymentId, amount, currency)));
  }

  async fetchOrderPayments(order: KnownOrder) {
    const reply = await call('orders.fetchPayments', () => this.sdk.orders.fetchPayments(order.orderId));
    return (reply?.items ?? []).map(toPayment);
  }
}

/**
 * The SDK rejects with `{ statusCode, error: { code, description } }` for API errors, and with
 * a TypeError for network failures (it reads `err.response.status` of a response that never
 * came). Both become a PaymentProviderError; only an API error's description is kept to show.
 */
async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const description = (error as { error?: { description?: unknown } } | null)?.error?.description;
    const reason = typeof description === 'string' && description.trim() ? description.trim().slice(0, 200) : undefined;
    throw new PaymentProviderError(`Razorpay ${what} failed${reason ? `: ${reason}` : ''}`, reason, { cause: error });
  }
}

function toPayment(raw: unknown): ProviderPayment {
  const p = (raw ?? {}) as Record<string, unknown>;
  return {
    id: String(p.id ?? ''),
    orderId: String(p.order_id ?? ''),
    amount: Number(p.amount),
    currency: String(p.currency ?? ''),
    status: String(p.status ?? ''),
  };
}
