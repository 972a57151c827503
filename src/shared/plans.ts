// Premium plans, checkout and subscriptions as the API returns them. Shared by the server
// and the browser; kept free of zod so any page may import it.

export const planDurations = ['monthly', 'quarterly', 'yearly', 'lifetime'] as const;
export type PlanDuration = (typeof planDurations)[number];

/**
 * How long a plan runs, in calendar months (India time, clamped to the end of a shorter month:
 * 31 Jan + 1 month = 28/29 Feb). `null` is lifetime: a subscription with no end date.
 */
export const durationMonths: Record<PlanDuration, number | null> = { monthly: 1, quarterly: 3, yearly: 12, lifetime: null };

/** The label under the price on a plan card (docs/product.md, Screens and routes, /premium). */
export const periodLabels = { monthly: 'per month', quarterly: 'per quarter', yearly: 'per year', lifetime: 'one-time' } as const satisfies Record<
  PlanDuration,
  string
>;

export type PlanView = {
  planId: string;
  name: string;
  description: string;
  /** Whole rupees. */
  price: number;
  duration: PlanDuration;
  periodLabel: (typeof periodLabels)[PlanDuration];
  features: string[];
  isPopular: boolean;
};

/** Product name and theme colour in Checkout (docs/product.md, Calls, payment checkout options). */
export const checkoutProductName = 'Jyotishi';
export const checkoutThemeColor = '#ee8b22';

export type PaymentProviderName = 'razorpay' | 'sandbox';

/** `POST /api/payments/orders`: everything Checkout's options need. `amount` is in paise. */
export type CheckoutOrder = {
  provider: PaymentProviderName;
  keyId: string;
  orderId: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name: string; contact: string; email: string };
  notes: { plan_id: string };
  themeColor: string;
};

/**
 * What Razorpay's Checkout hands to its success handler, and so the query of /payment/success
 * (docs/product.md, Screens and routes): all strings, `amount` in paise.
 */
export type CheckoutSuccessQuery = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
  'notes[plan_id]': string;
  amount: string;
};

/** The shape of Razorpay Checkout's `payment.failed` response, which the sandbox imitates. */
export type CheckoutFailure = {
  error: { code: string; description: string; source: string; step: string; reason: string; metadata: { order_id: string; payment_id: string } };
};

export type SubscriptionSummary = {
  planId: string;
  planName: string;
  startDate: string;
  /** Null means lifetime access. */
  endDate: string | null;
};
