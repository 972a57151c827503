import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { messagesIn } from '../../i18n/server-messages';
import type { CheckoutOrder, CheckoutSuccessQuery, PlanView } from '../../../shared/plans';
import { currentLanguage } from '../../i18n/language';
import { trackCheckoutOpened } from '../../lib/track';
import { api, ApiError, unwrap } from '../../lib/api';
import { isSignedOut } from '../../lib/session';
import { useMounted } from '../../lib/use-mounted';
import { orderWords } from './plan-words';
import { openRazorpayCheckout } from './razorpay-checkout';

type Phase = 'idle' | 'creating' | 'open';
export type SandboxOutcome = 'success' | 'failure';

/** docs/product.md, Screens and routes: /payment/success takes exactly the query Razorpay's Checkout gives. */
const successPath = (query: CheckoutSuccessQuery) => `/payment/success?${new URLSearchParams(query)}`;

// Toasts speak the language of the page at the moment they show (the checkout may close after a switch).
const words = () => messagesIn(currentLanguage());

/** The server's message when it sent one (already the spec's wording, in the page's language), else the spec's fallback. */
const messageOf = (error: unknown) => (error instanceof ApiError && error.message ? error.message : words().paymentFallback);

/**
 * Tells the server the checkout for this order is opening, before it shows: the reconciler asks
 * the gateway only about orders whose checkout opened. Should the call fail, the checkout opens
 * all the same: verify and the webhook mark the order too, and the reconciler still takes one
 * last look at a day-old order nobody marked.
 */
const markCheckoutOpened = (orderId: string) => unwrap(api.payments.orders[':orderId'].opened.$post({ param: { orderId } })).catch(() => undefined);

/**
 * The subscribe flow of docs/product.md, States: plan selected → order created on the server → the provider's
 * checkout opens (Razorpay's, or our sandbox) → success goes to /payment/success with the payment
 * details; a dismissed checkout is an info toast and a reset, a failed payment a notice above the
 * plans (saying that no money was kept) and a reset. A visitor whose session has ended goes to
 * /auth, as from any refused request (main.tsx).
 */
export function useCheckout() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('idle');
  const [planId, setPlanId] = useState<string | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<CheckoutOrder | null>(null);
  const [sandboxBusy, setSandboxBusy] = useState<SandboxOutcome | null>(null);
  // The gateway refused the payment: said in the page above the plans (a toast would lie over them)
  // until dismissed or the next try.
  const [paymentFailed, setPaymentFailed] = useState(false);
  const isMounted = useMounted();
  // Mutations, so that a refusal as signed out is handled where every other one is (main.tsx).
  const createOrder = useMutation({ mutationFn: (planId: string) => unwrap(api.payments.orders.$post({ json: { planId } })) });
  const payInSandbox = useMutation({
    mutationFn: (payment: { orderId: string; outcome: SandboxOutcome }) => unwrap(api.payments.sandbox.pay.$post({ json: payment })),
  });

  // Where focus goes once the plans are usable again: the button that opened the checkout (it was
  // disabled meanwhile, so the browser dropped focus to the page).
  const returnFocus = useRef<string | null>(null);
  useEffect(() => {
    if (phase !== 'idle' || !returnFocus.current) return;
    document.getElementById(subscribeButtonId(returnFocus.current))?.focus();
    returnFocus.current = null;
  }, [phase]);

  /** Back to the plans. */
  const reset = (focusPlanId?: string | null) => {
    returnFocus.current = focusPlanId ?? null;
    setPhase('idle');
    setPlanId(null);
    setSandboxOrder(null);
    setSandboxBusy(null);
  };

  const fail = (error: unknown, focusPlanId?: string | null) => {
    // Forgotten already, and the guard is taking the visitor to /auth: nothing to say or reset.
    if (isSignedOut(error)) return;
    toast.error(messageOf(error));
    reset(focusPlanId);
  };

  /** The gateway refused the payment: nothing was bought, and the plans are usable again. */
  const refused = (focusPlanId: string | null) => {
    setPaymentFailed(true);
    reset(focusPlanId);
  };

  const subscribe = async (plan: PlanView) => {
    if (phase !== 'idle') return;
    setPaymentFailed(false);
    setPhase('creating');
    setPlanId(plan.planId);

    let order: CheckoutOrder;
    try {
      order = await createOrder.mutateAsync(plan.planId);
    } catch (error) {
      return fail(error, plan.planId);
    }
    // The user left /premium while the order was being made: open nothing over another page.
    if (!isMounted()) return;
    await markCheckoutOpened(order.orderId);
    trackCheckoutOpened(plan.planId);
    setPhase('open');

    if (order.provider === 'sandbox') {
      setSandboxOrder(order);
      return;
    }
    try {
      // Razorpay's window shows the order's name and description: in the page's language, not the server's English.
      await openRazorpayCheckout({ ...order, ...orderWords(order, plan, currentLanguage()) }, {
        onSuccess: (response) =>
          void navigate(successPath({ ...response, 'notes[plan_id]': plan.planId, amount: String(order.amount) })),
        onDismiss: () => {
          toast.info(words().paymentCancelled);
          reset(plan.planId);
        },
        onFailure: () => refused(plan.planId),
      });
    } catch {
      // checkout.js did not load (offline, blocked): nothing was charged.
      toast.error(words().paymentFallback);
      reset(plan.planId);
    }
  };

  /** The sandbox checkout's Pay and Fail: the server answers like Razorpay's Checkout would. */
  const sandboxPay = async (outcome: SandboxOutcome) => {
    if (!sandboxOrder || sandboxBusy) return;
    const focusPlanId = planId;
    setSandboxBusy(outcome);
    try {
      const result = await payInSandbox.mutateAsync({ orderId: sandboxOrder.orderId, outcome });
      if ('error' in result) return refused(focusPlanId);
      await navigate(successPath(result));
    } catch (error) {
      fail(error, focusPlanId);
    }
  };

  const sandboxClose = () => {
    if (sandboxBusy) return;
    toast.info(words().paymentCancelled);
    reset(planId);
  };

  return {
    phase,
    planId,
    subscribe,
    paymentFailed,
    dismissPaymentFailed: () => setPaymentFailed(false),
    sandbox: { order: sandboxOrder, busy: sandboxBusy, pay: sandboxPay, close: sandboxClose },
  };
}

/** The id of a plan's subscribe button, so focus can return to it when a checkout closes. */
export const subscribeButtonId = (planId: string) => `subscribe-${planId}`;
