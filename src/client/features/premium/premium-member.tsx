import { useQuery } from '@tanstack/react-query';
import { bestValuePlanId, type PlanExtension, type PlanView, type SubscriptionSummary } from '../../../shared/plans';
import { ButtonLink } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { premiumText } from '../../i18n/premium';
import { useLanguage, useText } from '../../i18n/text';
import { formatDate, formatRupees } from '../../lib/format';
import { publicConfigQuery } from '../../lib/public-config';
import { subscriptionQuery } from '../../lib/subscription-api';
import { usePlans } from '../../lib/plans-api';
import { CheckoutDialog } from './checkout-dialog';
import { PaymentFailedNotice } from './payment-failed-notice';
import { planWords, usePlanName } from './plan-words';
import { subscribeButtonId, useCheckout } from './use-checkout';

/** docs/product.md, Screens and routes /premium, 'Already active subscription'. */
export function PremiumMember() {
  const t = useText(premiumText);
  const status = useQuery(subscriptionQuery).data;
  const subscription = status?.subscription;
  const readingsPerDay = useQuery(publicConfigQuery).data?.premiumReadingsPerDay ?? null;
  const benefits = [t.benefits.readings, t.benefits.matches];
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer width="max-w-3xl">
        <section className="night-sky overflow-hidden rounded-3xl px-6 py-10 text-center text-night-100 shadow-xl ring-1 ring-gold-400/40 sm:px-12 sm:py-12">
          <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-saffron-400 text-3xl text-night-900 shadow-lg" aria-hidden="true">
            ★
          </span>
          <h1 className="mt-5 font-display text-4xl font-bold text-gold-300 sm:text-5xl">{t.member.title}</h1>
          <p className="mx-auto mt-3 max-w-md text-night-100/85">{t.member.thanks}</p>
          {subscription && <MemberPlan subscription={subscription} />}
        </section>

        {status && status.extensions.length > 0 && <ExtendPremium extensions={status.extensions} />}

        <section aria-labelledby="member-benefits" className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10 sm:p-8">
          <h2 id="member-benefits" className="font-display text-2xl font-bold text-night-800">
            {t.member.benefitsTitle}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-3">
                <span className="mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-saffron-100 text-sm font-bold text-saffron-700" aria-hidden="true">
                  ✓
                </span>
                <span>
                  <span className="block font-semibold text-night-800">{benefit.title}</span>
                  <span className="block text-sm text-muted">{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
          {readingsPerDay !== null && (
            <p className="mt-4 text-sm text-muted">
              <span className="font-semibold text-night-800">{t.benefits.fairUse.title}:</span> {t.benefits.fairUse.text(readingsPerDay)}
            </p>
          )}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/" className="sm:flex-1">
              {t.member.dashboard}
            </ButtonLink>
            <ButtonLink to="/profile" variant="secondary" className="sm:flex-1">
              {t.member.details}
            </ButtonLink>
          </div>
        </section>
      </PageContainer>
    </div>
  );
}

/** The plan and how long it runs: 'Quarterly plan · Valid until 24 November 2026'. */
function MemberPlan({ subscription }: { subscription: SubscriptionSummary }) {
  const t = useText(premiumText).member;
  const { language } = useLanguage();
  const planName = usePlanName(subscription.planId, subscription.planName);
  return (
    <p className="mx-auto mt-5 inline-flex flex-col items-center gap-x-2 rounded-2xl bg-white/10 px-4 py-1.5 text-sm text-night-100 ring-1 ring-white/15 sm:flex-row sm:rounded-full">
      <span className="font-semibold text-white">{t.plan(planName)}</span>
      <span className="hidden sm:inline" aria-hidden="true">
        ·
      </span>
      <span>{subscription.endDate ? t.validUntil(formatDate(subscription.endDate, language)) : t.lifetime}</span>
    </p>
  );
}

/**
 * Renewing early: every plan with its price and the end date buying it now gives, as the server
 * worked it out (GET /api/subscription, by the rule it grants with). Paying is the same checkout as
 * a first purchase; the server starts the new plan when the current one ends.
 */
function ExtendPremium({ extensions }: { extensions: PlanExtension[] }) {
  const t = useText(premiumText);
  const { language } = useLanguage();
  const plans = usePlans().data?.plans;
  const checkout = useCheckout();
  if (!plans) return null;
  const offers = extensions.flatMap((extension) => {
    const plan = plans.find((p) => p.planId === extension.planId);
    return plan ? [{ plan, endDate: extension.endDate }] : [];
  });
  const bestValue = bestValuePlanId(plans);
  return (
    <section aria-labelledby="extend-heading" className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10 sm:p-8">
      <h2 id="extend-heading" className="font-display text-2xl font-bold text-night-800">
        {t.member.extend.title}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-muted">{t.member.extend.intro}</p>
      {checkout.paymentFailed && (
        <div className="mt-5">
          <PaymentFailedNotice onDismiss={checkout.dismissPaymentFailed} />
        </div>
      )}
      <ul className="mt-5 space-y-3">
        {offers.map(({ plan, endDate }) => (
          <ExtendOption
            key={plan.planId}
            plan={plan}
            label={endDate ? t.member.extend.to(formatDate(endDate, language)) : t.member.extend.lifetime}
            bestValue={plan.planId === bestValue}
            busy={checkout.phase === 'creating' && checkout.planId === plan.planId}
            disabled={checkout.phase !== 'idle'}
            onChoose={() => void checkout.subscribe(plan)}
          />
        ))}
      </ul>
      <CheckoutDialog checkout={checkout} plans={plans} />
    </section>
  );
}

type OptionProps = { plan: PlanView; label: string; bestValue: boolean; busy: boolean; disabled: boolean; onChoose: () => void };

function ExtendOption({ plan, label, bestValue, busy, disabled, onChoose }: OptionProps) {
  const t = useText(premiumText).card;
  const { language } = useLanguage();
  const nameId = `extend-${plan.planId}`;
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-sand/50 p-4 ring-1 ring-night-700/10 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div>
        <h3 id={nameId} className="font-display text-xl font-bold text-night-800">
          {planWords(plan, language).name}
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-2xl font-bold text-night-800">{formatRupees(plan.price)}</span>
          <span className="text-sm text-muted">{t.periods[plan.duration]}</span>
        </p>
        {bestValue && (
          <p className="mt-0.5 text-xs font-semibold text-saffron-700">
            {t.bestValue} · {t.bestValueNote}
          </p>
        )}
      </div>
      <button
        type="button"
        id={subscribeButtonId(plan.planId)}
        onClick={onChoose}
        disabled={disabled}
        aria-describedby={nameId}
        className="inline-flex min-h-12 w-full shrink-0 items-center justify-center gap-2 rounded-xl bg-night-800 px-5 text-sm font-semibold text-gold-300 transition-colors hover:bg-night-700 active:bg-night-900 disabled:cursor-not-allowed disabled:opacity-60 sm:w-64"
      >
        {busy ? <Spinner label={t.processing} /> : label}
      </button>
    </li>
  );
}
