// The /premium page: the plans, the sandbox checkout and the member view.
import { periodLabels, planFeatureWords, type PlanDuration } from '../../../shared/plans';

export const premium = {
  eyebrow: 'Jyotishi Premium',
  title: 'Unlock Premium Cosmic Insights',
  intro: 'Every reading type and every Kundli Milan report, written from real birth charts, without earning or spending share credits.',
  loadingPlans: 'Loading plans',
  payNote: 'Pay securely by card or UPI. Each plan is a single payment for its period and never renews by itself. Refund requests within 7 days —',
  refundLink: 'see our refund policy',
  payNoteEnd: '.',
  benefitsTitle: 'What Premium adds',
  /** Only what a member gets that a free user does not (the server's entitlements decide it). */
  benefits: {
    readings: {
      title: 'Unlimited Readings',
      text: 'Daily, weekly, monthly, quarterly and yearly forecasts, and your career, love, health and life readings — no free reading or share credit needed.',
    },
    matches: { title: 'Kundli Milan Reports', text: 'Match your chart with a family member’s or anyone’s, as often as you like, without spending a reading.' },
    fairUse: {
      title: 'Fair Use',
      text: (perDay: number) => `Up to ${perDay} readings and reports in any 24 hours, so that the service stays quick for everyone.`,
    },
  },
  /** After 'Payment failed. Please try again.': whether money moved, which is what a user fears most. */
  noMoneyTaken: 'No money was taken — if your bank debited you, it returns automatically within 5–7 working days.',
  dismiss: 'Dismiss',
  alreadyFree: 'Free for everyone, with or without Premium: PDF downloads, your Kundli, the panchang and family charts.',
  card: {
    popular: 'MOST POPULAR',
    /** On the plan that costs least per month (worked out from the plans' prices and lengths). */
    bestValue: 'Best value',
    bestValueNote: 'lowest price per month',
    /** The label under the price: the server's own, which every plan it sends carries. */
    periods: periodLabels,
    perMonth: (amount: string) => `About ${amount} a month`,
    processing: 'Processing...',
    subscribe: 'Subscribe',
  },
  /**
   * The plans' own words. The server keeps names and descriptions in its database (seed migration
   * 0003) in English only and sends them as they are stored, so the English page shows the server's
   * text and these English lines only mirror the seed, as the source of each Hindi line. The Hindi
   * page picks a plan's words by its duration: a plan is monthly, quarterly, yearly or lifetime
   * whatever its id. The features are the server's own wording of what Premium adds (shared/plans.ts).
   */
  plans: {
    features: planFeatureWords,
    monthly: { name: 'Monthly', description: 'Every premium reading for a month: try it out.' },
    quarterly: { name: 'Quarterly', description: 'Three months of guidance through a full season of transits.' },
    yearly: { name: 'Yearly', description: 'A whole year of readings through every transit and dasha change.' },
    lifetime: { name: 'Lifetime', description: 'Every premium reading for life, with a single payment.' },
  } satisfies Record<PlanDuration, { name: string; description: string }> & { features: typeof planFeatureWords },
  /** The order's description in the checkout, as the server words it: 'Quarterly Subscription'. */
  orderDescription: (planName: string) => `${planName} Subscription`,
  member: {
    title: "You're a Premium Member",
    thanks: 'Thank you for being with Jyotishi. Every reading type and every Kundli Milan report is open to you.',
    plan: (name: string) => `${name} plan`,
    validUntil: (date: string) => `Valid until ${date}`,
    lifetime: 'Lifetime Access',
    benefitsTitle: 'Your benefits',
    extend: {
      title: 'Extend your Premium',
      intro: 'Buy another plan now: it starts when your current one ends, so you lose none of the days you have paid for.',
      /** The button: the date is the one the server will grant, in the page's date format. */
      to: (date: string) => `Extend to ${date}`,
      lifetime: 'Get Lifetime Access',
    },
    dashboard: 'Go to Dashboard',
    details: 'View Subscription Details',
  },
  checkout: {
    test: 'TEST PAYMENT — no money moves',
    close: 'Close',
    amount: 'Amount to pay',
    contact: 'Contact details',
    payWith: 'Pay with',
    card: 'Card',
    cardDetail: 'Visa •••• 1111 · test card',
    upi: 'UPI',
    anyUpiApp: 'any UPI app',
    noteBefore: "This is Jyotishi's sandbox checkout for testing.",
    pay: 'Pay',
    noteMiddle: 'completes the purchase as a real payment would;',
    fail: 'Fail',
    noteAfter: 'declines it. No card or UPI account is charged.',
    footer: (currency: string) => `Sandbox checkout · signed like Razorpay · ${currency}`,
  },
};
