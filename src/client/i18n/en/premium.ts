// The /premium page: the plans, the sandbox checkout and the member view.
import { periodLabels, type PlanDuration } from '../../../shared/plans';

export const premium = {
  eyebrow: 'Jyotishi Premium',
  title: 'Unlock Premium Cosmic Insights',
  intro: 'Unlimited readings written from your own birth chart, PDF reports to keep, and priority answers from our team.',
  loadingPlans: 'Loading plans',
  payNote: 'Pay securely by card or UPI. Each plan is a single payment for its period and never renews by itself. Refund requests within 7 days —',
  refundLink: 'see our refund policy',
  payNoteEnd: '.',
  benefitsTitle: 'Everything in Premium',
  benefits: {
    unlimited: { title: 'Unlimited Readings', text: 'Daily, weekly, monthly, yearly, career, love and health readings — as many as you like.' },
    pdf: { title: 'PDF Reports', text: 'Download any reading as a neatly laid out PDF to keep or share with family.' },
    analysis: { title: 'Detailed Analysis', text: 'Readings drawn from your full birth chart: planets, nakshatras, dashas and transits.' },
    support: { title: 'Priority Support', text: 'Questions about a reading or your plan go to the front of the queue.' },
  },
  card: {
    popular: 'MOST POPULAR',
    /** The label under the price: the server's own, which every plan it sends carries. */
    periods: periodLabels,
    perMonth: (amount: string) => `About ${amount} a month`,
    processing: 'Processing...',
    bestValue: 'Best Value',
    subscribe: 'Subscribe',
  },
  /**
   * The plans' own words. The server keeps them in its database (seed migration 0003) in English
   * only and sends them as they are stored, so the English page shows the server's text and these
   * English lines only mirror the seed, as the source of each Hindi line. The Hindi page picks a
   * plan's words by its duration: a plan is monthly, quarterly, yearly or lifetime whatever its id.
   */
  plans: {
    features: {
      unlimited: 'Unlimited readings',
      predictions: 'Daily, weekly, monthly and yearly predictions',
      pdf: 'PDF downloads of every reading',
      analysis: 'Detailed analysis of your chart',
      support: 'Priority support',
    },
    monthly: { name: 'Monthly', description: 'Every premium reading for a month: try it out.' },
    quarterly: {
      name: 'Quarterly',
      description: 'Three months of guidance through a full season of transits.',
      saving: 'Save 16% compared with monthly',
    },
    yearly: {
      name: 'Yearly',
      description: 'A whole year of readings through every transit and dasha change.',
      saving: 'Save 30% compared with monthly',
    },
    lifetime: { name: 'Lifetime', description: 'Every premium reading for life, with a single payment.' },
  } satisfies Record<PlanDuration, { name: string; description: string; saving?: string }> & { features: Record<string, string> },
  /** The order's description in the checkout, as the server words it: 'Quarterly Subscription'. */
  orderDescription: (planName: string) => `${planName} Subscription`,
  member: {
    title: "You're a Premium Member",
    thanks: 'Thank you for being with Jyotishi. Every reading and report is open to you.',
    plan: (name: string) => `${name} plan`,
    validUntil: (date: string) => `Valid until ${date}`,
    lifetime: 'Lifetime Access',
    benefitsTitle: 'Your benefits',
    benefits: {
      unlimited: { title: 'Unlimited readings', text: 'Ask for any reading type, as often as you like.' },
      predictions: { title: 'Daily, weekly, monthly and yearly predictions', text: 'Follow every transit as it moves through your chart.' },
      pdf: { title: 'PDF downloads', text: 'Keep every reading as a report to read again or share.' },
      support: { title: 'Priority support', text: 'Your questions go to the front of the queue.' },
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
