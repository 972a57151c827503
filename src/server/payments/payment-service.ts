import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import {
  checkoutProductName,
  checkoutThemeColor,
  type CheckoutFailure,
  type CheckoutOrder,
  type CheckoutSuccessQuery,
  type SubscriptionSummary,
} from '../../shared/plans';
import { messagesIn } from '../../shared/messages-in';
import type { Language, ProfileView } from '../../shared/profile';
import type { Db } from '../db/client';
import { paymentOrders, profiles } from '../db/schema';
import { AppError, waitRefusal } from '../http/errors';
import type { Logger } from '../logger';
import type { ProfileService } from '../profiles/profile-service';
import { fulfilPayment, subscriptionForOrder, type OnGranted } from './fulfilment';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import { checkoutOpenedNow, decideOrder, lockOrdersOf, type OrderDecision, type OrderRequest } from './open-orders';
import { findPlan } from './plan-service';
import { SandboxProvider } from './sandbox-provider';
import { settlePayment } from './settle';
import { checkoutSignature, signatureMatches } from './signatures';

export type VerifyInput = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
  planId: string;
  /** Paise, as Checkout reports it. */
  amount: number;
};

export type VerifyResult = { subscription: SubscriptionSummary; profile: ProfileView | null };

export type CheckoutOpened = { orderId: string; checkoutOpenedAt: string };

type Deps = {
  db: Db;
  provider: PaymentProvider;
  /** Signs and checks Checkout results: Razorpay's key secret, or the sandbox's own. */
  keySecret: string;
  profiles: ProfileService;
  logger: Logger;
  now: () => Date;
  /** Told of every subscription granted here (analytics records the purchase). */
  onGranted?: OnGranted;
  /** Unpaid orders a user may hold from the last day (PAYMENT_OPEN_ORDERS_PER_USER). */
  openOrdersPerUser: number;
};

export function paymentService(deps: Deps) {
  const { db, provider, logger } = deps;

  /** 'Payment Failed' with the one reason we give, whatever the cause: details go to the log. */
  const refuse = (orderId: string, why: string): never => {
    logger.warn({ orderId, why }, 'Payment verification refused');
    throw new AppError('bad_request', messages.paymentVerificationFailed);
  };

  const tooManyOpenOrders = (planId: string, decision: { retryAfterSeconds: number }, language: Language): never => {
    logger.warn({ planId }, 'Order refused: too many open orders');
    throw waitRefusal(decision.retryAfterSeconds * 1000, language, messagesIn(language).tooManyOpenOrders);
  };

  /** A new order at the gateway for the stored price; its failures in the user's language. */
  const gatewayOrder = async (request: OrderRequest, language: Language) => {
    const receipt = `rcpt_${randomBytes(12).toString('base64url')}`;
    let reply: { id?: unknown };
    try {
      reply = await provider.createOrder({ amount: request.amount, currency: 'INR', receipt, notes: { plan_id: request.planId, user_phone: request.userPhone } });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.error({ provider: provider.name, reason: error.reason, message: error.message }, 'Order creation failed');
      const words = messagesIn(language);
      throw new AppError('upstream_failed', words.orderCreateFailed(error.reason ?? words.paymentGatewayUnavailable));
    }
    if (typeof reply.id !== 'string' || reply.id.trim() === '') {
      logger.error({ provider: provider.name }, 'Order creation returned no order id');
      throw new AppError('upstream_failed', messages.orderResponseInvalid);
    }
    return { orderId: reply.id, receipt };
  };

  /** The id of the order to hand out: one the user already holds, or a new one (open-orders.ts). */
  const orderIdFor = async (request: OrderRequest, language: Language, now: Date): Promise<string> => {
    // Decided first without the lock, so that a user at the limit never reaches the gateway…
    const first = await decideOrder(db, request, now, deps.openOrdersPerUser);
    if (first.kind === 'reuse') return first.orderId;
    if (first.kind === 'refuse') return tooManyOpenOrders(request.planId, first, language);
    const created = await gatewayOrder(request, language);
    // …and again under it, since the gateway call is too slow to hold the lock (and a database
    // connection) through: a request that lost a race hands out what the winner stored.
    const decision = await db.transaction(async (tx): Promise<Exclude<OrderDecision, { kind: 'create' }>> => {
      await lockOrdersOf(tx, request.userPhone);
      const again = await decideOrder(tx, request, now, deps.openOrdersPerUser);
      if (again.kind !== 'create') return again;
      await tx.insert(paymentOrders).values({ ...request, orderId: created.orderId, currency: 'INR', status: 'pending', receipt: created.receipt, createdAt: now });
      return { kind: 'reuse', orderId: created.orderId };
    });
    // Never shown to anyone, so never paid: the gateway order just lapses unused.
    if (decision.kind === 'refuse' || decision.orderId !== created.orderId) {
      logger.info({ orderId: created.orderId, planId: request.planId }, 'Dropped a gateway order that lost a race for the open-order limit');
    }
    if (decision.kind === 'refuse') return tooManyOpenOrders(request.planId, decision, language);
    return decision.orderId;
  };

  return {
    /**
     * A Checkout order for this user and plan: the amount is the stored price in paise. An unpaid
     * order of the same plan and price is handed out again on a retry, and a user holds at most
     * `openOrdersPerUser` unpaid orders from the last day (open-orders.ts, docs/security.md).
     */
    async createOrder(phone: string, planId: string, language: Language): Promise<CheckoutOrder> {
      const plan = await findPlan(db, planId);
      if (!plan) throw new AppError('bad_request', messages.invalidPlan);
      const amount = plan.price * 100;
      const orderId = await orderIdFor({ userPhone: phone, planId: plan.planId, amount, provider: provider.name }, language, deps.now());
      const [profile] = await db.select({ name: profiles.name, email: profiles.email }).from(profiles).where(eq(profiles.phoneNumber, phone));
      return {
        provider: provider.name,
        keyId: provider.keyId,
        orderId,
        amount,
        currency: 'INR',
        name: checkoutProductName,
        description: `${plan.name} Subscription`,
        prefill: { name: profile?.name ?? '', contact: phone, email: profile?.email ?? '' },
        notes: { plan_id: plan.planId },
        themeColor: checkoutThemeColor,
      };
    },

    /**
     * The browser is opening the checkout for one of the user's orders: from now on the reconciler
     * asks the gateway about it (reconcile.ts). Idempotent: the first time is kept. Another
     * user's order answers like a missing one.
     */
    async checkoutOpened(phone: string, orderId: string): Promise<CheckoutOpened> {
      const [order] = await db
        .update(paymentOrders)
        .set({ checkoutOpenedAt: checkoutOpenedNow(deps.now()) })
        .where(and(eq(paymentOrders.orderId, orderId), eq(paymentOrders.userPhone, phone)))
        .returning({ orderId: paymentOrders.orderId, checkoutOpenedAt: paymentOrders.checkoutOpenedAt });
      if (!order?.checkoutOpenedAt) throw new AppError('not_found', messages.orderNotFound);
      return { orderId: order.orderId, checkoutOpenedAt: order.checkoutOpenedAt.toISOString() };
    },

    /**
     * /payment/success (docs/security.md, Payments): the signature over the order id WE stored, the
     * order this user's, the plan and amount the order's; then the provider must say the payment
     * is captured in INR for that amount; then the shared fulfilment. Nothing is written before
     * every check has passed (past the signature, the order is marked as opened in a checkout),
     * and a payment verified again answers with the same subscription.
     */
    async verify(phone: string, input: VerifyInput): Promise<VerifyResult> {
      const plan = await findPlan(db, input.planId);
      if (!plan) throw new AppError('bad_request', messages.invalidPlan);
      const [order] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.orderId, input.razorpay_order_id), eq(paymentOrders.userPhone, phone)));
      // Another user's order answers exactly like one that does not exist.
      if (!order) return refuse(input.razorpay_order_id, 'no such order for this user');
      const expected = checkoutSignature(deps.keySecret, order.orderId, input.razorpay_payment_id);
      if (!signatureMatches(expected, input.razorpay_signature)) refuse(order.orderId, 'signature mismatch');
      if (order.planId !== plan.planId) refuse(order.orderId, 'plan differs from the order');
      if (order.amount !== input.amount) refuse(order.orderId, 'amount differs from the order');

      let subscription: SubscriptionSummary;
      if (order.status === 'paid' && order.paymentId === input.razorpay_payment_id) {
        subscription = await subscriptionForOrder(db, order.orderId);
      } else {
        // A genuine signature means a payment was made in the checkout, whether or not the
        // browser said it opened: should the gateway not answer now, the reconciler will ask.
        await db.update(paymentOrders).set({ checkoutOpenedAt: checkoutOpenedNow(deps.now()) }).where(eq(paymentOrders.orderId, order.orderId));
        const known = { orderId: order.orderId, amount: order.amount, currency: order.currency };
        let settlement;
        try {
          settlement = await settlePayment(provider, await provider.fetchPayment(input.razorpay_payment_id, known), known);
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          // The webhook or the reconciler will still grant it once the gateway answers.
          logger.error({ orderId: order.orderId, reason: error.reason, message: error.message }, 'Could not confirm a payment with the provider');
          throw new AppError('upstream_failed', messages.paymentNotConfirmed);
        }
        if (!settlement.ok) return refuse(order.orderId, settlement.reason);
        const { payment } = settlement;
        const result = await fulfilPayment(
          db,
          { orderId: order.orderId, paymentId: payment.id, amount: payment.amount, currency: payment.currency },
          deps.now(),
          { onGranted: deps.onGranted },
        );
        if (result.kind === 'rejected') return refuse(order.orderId, result.reason);
        if (result.kind === 'duplicate-event') throw new Error('unreachable: no event was given');
        if (result.kind === 'already-paid' && !result.samePayment) {
          logger.warn({ orderId: order.orderId }, 'A second payment was captured for a paid order: refund it');
        }
        subscription = result.subscription;
      }
      return { subscription, profile: await deps.profiles.get(phone, deps.now()) };
    },

    /**
     * The sandbox checkout's Pay and Fail, for the user's own pending order only. Another user's
     * order, or one made by another provider, answers like a missing one.
     */
    async sandboxPay(phone: string, orderId: string, outcome: 'success' | 'failure'): Promise<CheckoutSuccessQuery | CheckoutFailure> {
      if (!(provider instanceof SandboxProvider)) throw new AppError('not_found', messages.notFound);
      const [order] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.orderId, orderId), eq(paymentOrders.userPhone, phone), eq(paymentOrders.provider, provider.name)));
      if (!order) throw new AppError('not_found', messages.orderNotFound);
      if (order.status === 'paid') throw new AppError('conflict', messages.orderAlreadyPaid);
      return provider.pay({ orderId: order.orderId, amount: order.amount, currency: order.currency, planId: order.planId }, outcome);
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
