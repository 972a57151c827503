import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './fake-http-server';

// A local stand-in for Razorpay's Orders and Payments APIs (api.razorpay.com/v1), for tests only:
// the official SDK is pointed at it with RAZORPAY_API_BASE_URL. Shapes follow Razorpay's API
// reference (order and payment entities, `{ error: { code, description } }` on failure).

export type FakePayment = { id: string; entity: 'payment'; order_id: string; amount: number; currency: string; status: string; captured: boolean };
export type FakeOrder = { id: string; entity: 'order'; amount: number; currency: string; receipt: string; notes: Record<string, string>; status: string };
export type FakeRequest = { method: string; path: string; auth: string | undefined; body: unknown };
type Override = { status: number; body: unknown };

export async function startFakeRazorpay(credentials: { keyId: string; keySecret: string }) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: FakeRequest[] = [];
  const fake = {
    url: '',
    orders,
    payments,
    requests,
    /** Answer the next order creations with this instead (an error, or a reply with no id). */
    nextOrderReply: undefined as Override | undefined,
    /** Answer the next payment fetches with this instead (an outage). */
    nextPaymentReply: undefined as Override | undefined,
    /**
     * A customer paying an order in Checkout: makes a payment in `status` (captured by default, as
     * with auto-capture) for the order's amount unless told otherwise.
     */
    pay(orderId: string, options: { status?: 'captured' | 'authorized' | 'failed'; amount?: number; currency?: string } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The fake has no order ${orderId}`);
      const status = options.status ?? 'captured';
      const payment: FakePayment = {
        id: `pay_${randomBytes(7).toString('hex')}`,
        entity: 'payment',
        order_id: orderId,
        amount: options.amount ?? order.amount,
        currency: options.currency ?? order.currency,
        status,
        captured: status === 'captured',
      };
      payments.set(payment.id, payment);
      if (status === 'captured') order.status = 'paid';
      return payment;
    },
  };
  const expectedAuth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;

  const route = (req: IncomingMessage, body: unknown): Override => {
    if (req.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');
    const url = new URL(req.url ?? '/', 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== 'v1') return error(404, 'The requested URL was not found on the server.');
    const [, resource, id, action] = parts;
    if (req.method === 'POST' && resource === 'orders' && !id) {
      if (fake.nextOrderReply) return fake.nextOrderReply;
      const input = body as Partial<FakeOrder>;
      if (!Number.isInteger(input.amount) || (input.amount ?? 0) < 100) return error(400, 'The amount must be atleast INR 1.00');
      const order: FakeOrder = {
        id: `order_${randomBytes(7).toString('hex')}`,
        entity: 'order',
        amount: input.amount!,
        currency: input.currency ?? 'INR',
        receipt: input.receipt ?? '',
        notes: input.notes ?? {},
        status: 'created',
      };
      orders.set(order.id, order);
      return { status: 200, body: order };
    }
    if (req.method === 'GET' && resource === 'orders' && id && action === 'payments') {
      if (!orders.has(id)) return error(400, 'The id provided does not exist');
      const items = [...payments.values()].filter((p) => p.order_id === id);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    if (req.method === 'GET' && resource === 'payments' && id && !action) {
      if (fake.nextPaymentReply) return fake.nextPaymentReply;
      const payment = payments.get(id);
      return payment ? { status: 200, body: payment } : error(400, 'The id provided does not exist');
    }
    if (req.method === 'POST' && resource === 'payments' && id && action === 'capture') {
      const payment = payments.get(id);
      if (!payment) return error(400, 'The id provided does not exist');
      if (payment.status !== 'authorized') return error(400, 'This payment has already been captured');
      const { amount } = body as { amount?: number };
      if (Number(amount) !== payment.amount) return error(400, 'Capture amount must be equal to the amount authorized');
      payment.status = 'captured';
      payment.captured = true;
      const order = orders.get(payment.order_id);
      if (order) order.status = 'paid';
      return { status: 200, body: payment };
    }
    return error(404, 'The requested URL was not found on the server.');
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        body = text;
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', auth: req.headers.authorization, body });
      const reply = route(req, body);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  fake.url = await listenOnLoopback(server);
  return fake;
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

function error(status: number, description: string): Override {
  return { status, body: { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } } };
}
