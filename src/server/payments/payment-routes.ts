import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { oneLine } from '../../shared/profile-schema';
import type { Db } from '../db/client';
import { requireUser, type AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import type { Logger } from '../logger';
import type { OnGranted } from './fulfilment';
import type { PaymentService } from './payment-service';
import { listPlans } from './plan-service';
import { handleWebhook } from './webhook';

const invalid = messages.invalidPaymentDetails;
// Ids and signatures are printable text: a control character (NUL above all) is never one.
const paymentDetail = z.string(invalid).trim().min(1, invalid).max(128, invalid).refine(oneLine, invalid);

const orderSchema = z.object({
  planId: z.string(messages.invalidPlan).trim().min(1, messages.invalidPlan).max(64, messages.invalidPlan).refine(oneLine, messages.invalidPlan),
});

/** docs/product.md, Validation: payment id, order id, plan id and a non-zero amount (paise), plus the signature. */
const verifySchema = z.object({
  razorpay_payment_id: paymentDetail,
  razorpay_order_id: paymentDetail,
  razorpay_signature: paymentDetail,
  planId: paymentDetail,
  // A number, or the digits of the /payment/success query as they came.
  amount: z
    .union([z.number(), z.string().trim().regex(/^\d{1,12}$/, invalid)], { error: invalid })
    .transform(Number)
    .pipe(z.number().int(invalid).positive(invalid).max(1_000_000_000, invalid)),
});

/** One of our order ids; anything else answers like an order that does not exist. */
const orderIdField = z.string(messages.orderNotFound).trim().min(1, messages.orderNotFound).max(128, messages.orderNotFound).refine(oneLine, messages.orderNotFound);

const sandboxPaySchema = z.object({
  orderId: orderIdField,
  outcome: z.enum(['success', 'failure'], "outcome must be 'success' or 'failure'"),
});

/** 401 before the body is looked at, so a visitor is sent to /auth whatever they sent. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

export function paymentRoutes(deps: {
  db: Db;
  payments: PaymentService;
  webhookSecret: string;
  logger: Logger;
  now: () => Date;
  onGranted?: OnGranted;
  /** Premium's fair-use limit, readings a day (Infinity: none), which the plans' features state. */
  premiumReadingsPerDay: number;
}) {
  const readingsPerDay = Number.isFinite(deps.premiumReadingsPerDay) ? deps.premiumReadingsPerDay : null;
  return (
    new Hono<AppEnv>()
      .get('/plans', async (c) => c.json({ plans: await listPlans(deps.db, readingsPerDay) }))
      .post('/payments/orders', signedIn, validate('json', orderSchema), async (c) =>
        c.json(await deps.payments.createOrder(requireUser(c), c.req.valid('json').planId, c.get('language'))),
      )
      // The browser is opening the checkout for the order (no body): the reconciler asks the
      // gateway only about orders whose checkout opened (reconcile.ts).
      .post('/payments/orders/:orderId/opened', signedIn, async (c) => {
        const orderId = orderIdField.safeParse(c.req.param('orderId'));
        if (!orderId.success) throw new AppError('not_found', messages.orderNotFound);
        return c.json(await deps.payments.checkoutOpened(requireUser(c), orderId.data));
      })
      .post('/payments/verify', signedIn, validate('json', verifySchema), async (c) => c.json(await deps.payments.verify(requireUser(c), c.req.valid('json'))))
      // Only with PAYMENT_PROVIDER=sandbox (never in production); otherwise 404.
      .post('/payments/sandbox/pay', signedIn, validate('json', sandboxPaySchema), async (c) => {
        const { orderId, outcome } = c.req.valid('json');
        return c.json(await deps.payments.sandboxPay(requireUser(c), orderId, outcome));
      })
      // Exempt from the same-origin check (apiGuard, app.ts): Razorpay calls it, signed with the webhook
      // secret. The raw text is what is signed, so it is read before any parsing.
      .post('/payments/webhook', async (c) => {
        const raw = await c.req.text();
        const headers = { signature: c.req.header('x-razorpay-signature'), eventId: c.req.header('x-razorpay-event-id') };
        return c.json(await handleWebhook({ db: deps.db, webhookSecret: deps.webhookSecret, logger: deps.logger, onGranted: deps.onGranted }, raw, headers, deps.now()));
      })
  );
}
