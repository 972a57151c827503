import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
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
import { AppError } from '../http/errors';
import type { Logger } from '../logger';
import type { ProfileService } from '../profiles/profile-service';
import { fulfilPayment, subscriptionForOrder, type OnGranted } from './fulfilment';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import { findPlan } from './plan-service';
import { SandboxProvider } from './sandbox-provider';
import { settlePayment } from './settle';
import { checkoutSignature, signatureMatches } from './signatures';

/** An unpaid order younger than this is handed out again when the user retries the same plan. */
export const orderReuseMs = 30 * 60_000;

export type VerifyInput = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
  planId: string;
  /** Paise, as Checkout reports it. */
  amount: number;
};

export type VerifyResult = { subscription: SubscriptionSummary; profile: ProfileView | null };

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
};

export function paymentService(deps: Deps) {
  const { db, provider, logger } = deps;

  /** 'Payment Failed' with the one reason we give, whatever the cause: details go to the log. */
  const refuse = (orderId: string, why: string): never => {
    logger.warn({ orderId, why }, 'Payment verification refused');
    throw new AppError('bad_request', messages.paymentVerificationFailed);
  };

  return {
    /**
     * A Checkout order for this user and plan: the amount is the stored price in paise, and an
     * unpaid order of the same plan and price from the last 30 minutes is reused (docs/security.md).
     */
    async createOrder(phone: string, planId: string, language: Language): Promise<CheckoutOrder> {
      const plan = await findPlan(db, planId);
      if (!plan) throw new AppError('bad_request', messages.invalidPlan);
      const amount = plan.price * 100;
      const now = deps.now();
      const [open] = await db
        .select({ orderId: paymentOrders.orderId })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.userPhone, phone),
            eq(paymentOrders.planId, plan.planId),
            eq(paymentOrders.provider, provider.name),
            eq(paymentOrders.status, 'pending'),
            eq(paymentOrders.amount, amount),
            gt(paymentOrders.createdAt, new Date(now.getTime() - orderReuseMs)),
          ),
        )
        .orderBy(desc(paymentOrders.createdAt))
        .limit(1);

      let orderId = open?.orderId;
      if (!orderId) {
        const receipt = `rcpt_${randomBytes(12).toString('base64url')}`;
        let reply: { id?: unknown };
        try {
          reply = await provider.createOrder({ amount, currency: 'INR', receipt, notes: { plan_id: plan.planId, user_phone: phone } });
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
        orderId = reply.id;
        await db.insert(paymentOrders).values({
          orderId,
          userPhone: phone,
          planId: plan.planId,
          provider: provider.name,
          amount,
          currency: 'INR',
          status: 'pending',
          receipt,
          createdAt: now,
        });
      }

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
     * /payment/success (docs/security.md, Payments): the signature over the order id WE stored, the
     * order this user's, the plan and amount the order's; then the provider must say the payment
     * is captured in INR for that amount; then the shared fulfilment. Nothing is written before
     * every check has passed, and a payment verified again answers with the same subscription.
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
