import { Link } from 'react-router';
import { Button } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { StateCard } from '../../components/state-card';
import { messagesIn } from '../../i18n/server-messages';
import { commonText } from '../../i18n/common';
import { premiumText } from '../../i18n/premium';
import { bestValuePlanId } from '../../../shared/plans';
import { useLanguage, useText } from '../../i18n/text';
import { publicConfigQuery } from '../../lib/public-config';
import { useSession } from '../../lib/session';
import { useQuery } from '@tanstack/react-query';
import { usePlans } from '../../lib/plans-api';
import { CheckoutDialog } from './checkout-dialog';
import { PaymentFailedNotice } from './payment-failed-notice';
import { PlanCard, PlanCardSkeleton } from './plan-card';
import { planFeatureLines } from './plan-words';
import { PremiumBenefits } from './premium-benefits';
import { PremiumMember } from './premium-member';
import { useCheckout } from './use-checkout';

/** docs/product.md, Screens and routes /premium: the member page for subscribers, else the plans and what Premium gives. */
export function PremiumPage() {
  const { data } = useSession();
  if (data?.profile?.isPremium) return <PremiumMember />;
  return <PlansPage />;
}

function PlansPage() {
  const t = useText(premiumText);
  const common = useText(commonText);
  const { language } = useLanguage();
  const plans = usePlans();
  // The fair-use limit the features state: the cards wait for it, so no line arrives late.
  const config = useQuery(publicConfigQuery);
  const readingsPerDay = config.data?.premiumReadingsPerDay ?? null;
  const checkout = useCheckout();
  const bestValue = plans.data ? bestValuePlanId(plans.data.plans) : null;

  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer>
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700 [&:lang(hi)]:tracking-normal">{t.eyebrow}</p>
          <h1 className="mt-2 font-display text-4xl font-bold text-night-800 sm:text-5xl">{t.title}</h1>
          <p className="mt-3 text-lg text-muted">{t.intro}</p>
        </header>

        <div className="mt-10 sm:mt-12">
          {checkout.paymentFailed && <PaymentFailedNotice onDismiss={checkout.dismissPaymentFailed} />}
          {plans.isPending || config.isPending ? (
            <div className="grid gap-6 lg:grid-cols-3" role="status" aria-label={t.loadingPlans}>
              <PlanCardSkeleton />
              <PlanCardSkeleton />
              <PlanCardSkeleton />
            </div>
          ) : plans.isError ? (
            <StateCard
              tone="error"
              glyph="!"
              actions={
                <Button onClick={() => void plans.refetch()} disabled={plans.isFetching}>
                  {plans.isFetching ? common.loading : common.pageError.retry}
                </Button>
              }
            >
              {messagesIn(language).plansLoadFailed}
            </StateCard>
          ) : (
            <div className="grid gap-6 lg:grid-cols-3 lg:items-stretch lg:gap-5">
              {plans.data.plans.map((plan) => (
                <PlanCard
                  key={plan.planId}
                  plan={plan}
                  features={planFeatureLines(plan, plans.data.plans, readingsPerDay, language)}
                  bestValue={plan.planId === bestValue}
                  busy={checkout.phase === 'creating' && checkout.planId === plan.planId}
                  disabled={checkout.phase !== 'idle'}
                  onSubscribe={(chosen) => void checkout.subscribe(chosen)}
                />
              ))}
            </div>
          )}
          {plans.isSuccess && (
            <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted">
              {t.payNote}{' '}
              <Link to="/shipping-returns" className="font-medium text-saffron-700 underline underline-offset-2 hover:text-saffron-600">
                {t.refundLink}
              </Link>
              {t.payNoteEnd}
            </p>
          )}
        </div>

        <PremiumBenefits readingsPerDay={readingsPerDay} />
      </PageContainer>

      <CheckoutDialog checkout={checkout} plans={plans.data?.plans} />
    </div>
  );
}
