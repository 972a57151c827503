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

/**
 * What Premium adds, in English (the server's plan features and the English page's). Only what the
 * code gives a member over a free user: readings and Kundli Milan reports without spending the free
 * reading or a share credit, up to the fair-use limit. PDFs, the Kundli, the panchang and family
 * charts are everyone's, so they are not sold here.
 */
export const planFeatureWords = {
  readings: 'Unlimited readings of every type: daily to yearly, career, love, health and life',
  matches: 'Unlimited Kundli Milan (marriage matching) reports',
  fairUse: (perDay: number) => `Fair use: up to ${perDay} readings and reports in any 24 hours`,
  saving: (percent: number) => `Save ${percent}% compared with monthly`,
};

export type PlanFeatureWords = typeof planFeatureWords;

/** A plan's price for one month, or null for lifetime (it has no months to spread it over). */
export function pricePerMonth(plan: Pick<PlanView, 'price' | 'duration'>): number | null {
  const months = durationMonths[plan.duration];
  return months ? plan.price / months : null;
}

/**
 * What a longer plan saves against paying the monthly plan's price for as many months, in whole
 * percent rounded down (never overstated); null without a monthly plan, or with no saving.
 */
export function savingPercent(plan: Pick<PlanView, 'price' | 'duration'>, plans: ReadonlyArray<Pick<PlanView, 'price' | 'duration'>>): number | null {
  const months = durationMonths[plan.duration];
  const monthly = plans.find((p) => p.duration === 'monthly');
  if (!months || months <= 1 || !monthly) return null;
  const percent = Math.floor((1 - plan.price / (monthly.price * months)) * 100);
  return percent > 0 ? percent : null;
}

/**
 * The plan that costs least per month, from the plans' own prices and lengths; null when fewer
 * than two plans have months to compare or two share the lowest price.
 */
export function bestValuePlanId(plans: ReadonlyArray<Pick<PlanView, 'planId' | 'price' | 'duration'>>): string | null {
  const priced = plans.flatMap((plan) => {
    const perMonth = pricePerMonth(plan);
    return perMonth === null ? [] : [{ planId: plan.planId, perMonth }];
  });
  if (priced.length < 2) return null;
  const [best, next] = [...priced].sort((a, b) => a.perMonth - b.perMonth);
  return best!.perMonth < next!.perMonth ? best!.planId : null;
}

/** A plan's feature lines in one language: what Premium adds, the fair-use limit when there is one, and the plan's saving. */
export function planFeatures(words: PlanFeatureWords, facts: { readingsPerDay: number | null; savingPercent: number | null }): string[] {
  return [
    words.readings,
    words.matches,
    ...(facts.readingsPerDay !== null ? [words.fairUse(facts.readingsPerDay)] : []),
    ...(facts.savingPercent !== null ? [words.saving(facts.savingPercent)] : []),
  ];
}

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

/** `GET /api/subscription`: what buying a plan now would extend a member's premium to (null: lifetime, no end). */
export type PlanExtension = { planId: string; endDate: string | null };

export type SubscriptionSummary = {
  planId: string;
  planName: string;
  startDate: string;
  /** Null means lifetime access. */
  endDate: string | null;
};
