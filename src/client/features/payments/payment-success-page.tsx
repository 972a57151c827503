import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { VerifyInput } from '../../../server/payments/payment-service';
import { messagesIn } from '../../i18n/server-messages';
import type { SubscriptionSummary } from '../../../shared/plans';
import { ButtonLink } from '../../components/button';
import { SupportEmailLink } from '../../components/footer';
import { PageContainer } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { commonText } from '../../i18n/common';
import { paymentsText } from '../../i18n/payments';
import { premiumText } from '../../i18n/premium';
import { useLanguage, useText } from '../../i18n/text';
import { trackPurchase } from '../../lib/track';
import { api, unwrap } from '../../lib/api';
import { formatDate, formatRupees } from '../../lib/format';
import { plansQuery } from '../../lib/plans-api';
import { queryKeys } from '../../lib/query-keys';
import { setSessionProfile } from '../../lib/session';
import { parsePaymentQuery } from './payment-query';

/**
 * docs/product.md, Screens and routes /payment/success: 'Processing your payment...', then 'Payment Successful!' or
 * 'Payment Failed'. The server verifies the signature, the order and the amount before anything
 * is granted (README, Departures from the spec, item 3); this page only shows what it answered.
 */
export function PaymentSuccessPage() {
  const [search] = useSearchParams();
  const input = useMemo(() => parsePaymentQuery(search), [search]);
  const queryClient = useQueryClient();
  const t = useText(paymentsText);
  const { language } = useLanguage();
  const words = messagesIn(language);

  const verify = useMutation({
    mutationFn: (payment: VerifyInput) => unwrap(api.payments.verify.$post({ json: payment })),
    onSuccess: async ({ subscription, profile }, payment) => {
      // The navbar badge, the Premium link and the banner follow the profile at once.
      if (profile) setSessionProfile(queryClient, profile);
      const rupees = payment.amount / 100;
      trackPurchase({
        transactionId: payment.razorpay_payment_id,
        value: rupees,
        items: [{ item_id: subscription.planId, item_name: subscription.planName, price: rupees }],
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subscription() }),
      ]);
    },
  });

  // Verify once per payment: StrictMode runs effects twice in development, and a second POST
  // would be answered the same (the server is idempotent) but is wasted work.
  const verified = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (!input || verified.current === input.razorpay_payment_id) return;
    verified.current = input.razorpay_payment_id;
    mutate(input);
  }, [input, mutate]);

  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer width="max-w-2xl" className="sm:py-14">
        {!input ? (
          <PaymentFailed message={words.invalidPaymentDetails} />
        ) : verify.isSuccess ? (
          <PaymentSucceeded subscription={verify.data.subscription} amount={input.amount} paymentId={input.razorpay_payment_id} />
        ) : verify.isError ? (
          <PaymentFailed message={verify.error.message || words.paymentSuccessFallback} paymentId={input.razorpay_payment_id} />
        ) : (
          <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-night-700/10">
            <Spinner label={t.verifying} status className="text-lg font-medium text-night-800" />
            <p className="mt-3 text-sm text-muted">{t.verifyingNote}</p>
          </div>
        )}
      </PageContainer>
    </div>
  );
}

/**
 * The plan's name in the interface language. The server names a plan in English only (its stored
 * name); another language words it by the plan's duration, which only the plans list tells, so
 * that list is fetched then (English needs nothing more than the server's name).
 */
function usePlanName(subscription: SubscriptionSummary) {
  const { language } = useLanguage();
  const plans = useQuery({ ...plansQuery, enabled: language !== 'en' });
  const plan = plans.data?.plans.find((p) => p.planId === subscription.planId);
  return plan && language !== 'en' ? premiumText[language].plans[plan.duration].name : subscription.planName;
}

function PaymentSucceeded({ subscription, amount, paymentId }: { subscription: SubscriptionSummary; amount: number; paymentId: string }) {
  const t = useText(paymentsText).success;
  const member = useText(premiumText).member;
  const { language } = useLanguage();
  const planName = usePlanName(subscription);
  return (
    <section aria-labelledby="payment-result" className="overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-night-700/10">
      <div className="night-sky px-6 pb-8 pt-10 text-center">
        <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-emerald-500 text-white shadow-lg ring-4 ring-emerald-400/30" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h1 id="payment-result" className="mt-5 font-display text-4xl font-bold text-gold-300">
          {t.title}
        </h1>
        <p className="mt-2 text-night-100/85">{t.welcome}</p>
      </div>
      <div className="px-6 py-6 sm:px-8">
        <dl className="divide-y divide-night-700/10 rounded-2xl bg-sand/50 px-4 text-sm">
          <div className="flex justify-between gap-4 py-3">
            <dt className="shrink-0 text-muted">{t.plan}</dt>
            <dd className="font-semibold text-night-800">{planName}</dd>
          </div>
          <div className="flex justify-between gap-4 py-3">
            <dt className="shrink-0 text-muted">{t.validity}</dt>
            <dd className="text-right font-semibold text-night-800">
              {subscription.endDate ? member.validUntil(formatDate(subscription.endDate, language)) : member.lifetime}
            </dd>
          </div>
          <div className="flex justify-between gap-4 py-3">
            <dt className="shrink-0 text-muted">{t.amount}</dt>
            <dd className="font-semibold text-night-800">{formatRupees(amount / 100)}</dd>
          </div>
        </dl>
        <p className="mt-2 px-1 text-center text-xs text-muted">
          {t.reference} <span className="break-all font-mono text-night-800">{paymentId}</span>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/" className="sm:flex-1">
            {t.explore}
          </ButtonLink>
          <ButtonLink to="/profile" variant="secondary" className="sm:flex-1">
            {member.details}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function PaymentFailed({ message, paymentId }: { message: string; paymentId?: string }) {
  const t = useText(paymentsText).failed;
  const common = useText(commonText);
  const member = useText(premiumText).member;
  return (
    <section
      role="alert"
      aria-labelledby="payment-result"
      className="mx-auto flex max-w-xl flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-night-700/10 sm:px-10"
    >
      <span className="grid h-16 w-16 place-items-center rounded-full bg-red-50 text-maroon-700 ring-4 ring-red-100" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
          <path d="M7 7l10 10M17 7L7 17" />
        </svg>
      </span>
      <h1 id="payment-result" className="mt-5 font-display text-4xl font-bold text-night-800">
        {t.title}
      </h1>
      <p className="mt-2 text-lg text-night-800">{message}</p>
      {paymentId && (
        <p className="mt-4 text-sm text-muted">
          {t.helpBefore}{' '}
          <SupportEmailLink className="font-medium text-saffron-700 underline underline-offset-2" />{' '}
          {t.helpMiddle} <span className="break-all font-mono text-xs text-night-800">{paymentId}</span>
          {t.helpEnd}
        </p>
      )}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/premium">{common.pageError.retry}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {member.dashboard}
        </ButtonLink>
      </div>
    </section>
  );
}
